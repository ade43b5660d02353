import { EMPLOYEE_ROUTE_TYPES } from '../../config/features.ts';
import { routePaths } from '../../config/menu.ts';

function matches(template: string, pathname: string): boolean {
  const expected = template.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  if (expected.length !== actual.length) return false;
  return expected.every((part, index) => part.startsWith(':') || part === actual[index]);
}

/**
 * True when `pathname` is a page of the route table (spec/frame.md §2) for any employee route
 * type and the given parking label; ':name' segments match any value. Such pages show "coming
 * soon" until their area is built; any other unknown path is a 404.
 */
export function isPlannedPath(pathname: string, parkingLabel?: string): boolean {
  return EMPLOYEE_ROUTE_TYPES.some((employeeRouteType) =>
    routePaths({ employeeRouteType, parkingLabel }).some((template) => matches(template, pathname)),
  );
}
