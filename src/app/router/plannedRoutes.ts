/**
 * Paths of the route table (spec/frame.md §2, spec/visitors.md §2) whose areas are not built yet:
 * they show the "coming soon" page; any other unknown path is a 404. ':name' is one segment,
 * '{type}' an employee route type and '{p}' the lowercased parking label.
 */
export const PLANNED_PATHS = [
  '/dashboard',
  '/profile',
  '/visitors',
  '/visitors/invites',
  '/visitors/invites/add',
  '/visitors/hosts',
  '/visitors/assisted-check-in',
  '/visitors/analytics',
  '/{type}/{type}-log',
  '/{type}/screening-log',
  '/{type}/documents-and-files',
  '/{type}/documents-and-files/capture',
  '/{type}/assisted-check-in',
  '/{type}/directory',
  '/{p}/log',
  '/{p}/bookings',
  '/{p}/bookings/create/on-demand',
  '/{p}/bookings/create/provisioned',
  '/{p}/analytics',
  '/block-list',
  '/induction',
  '/induction/log',
  '/induction/capture',
  '/messaging/evacuation',
  '/messaging/evacuation/:entry',
  '/integrations-old',
  '/integrations/api-keys',
  '/integrations/guides',
  '/settings/account',
  '/settings/resources',
  '/settings/notifications',
] as const;

const EMPLOYEE_TYPES = ['employees', 'students', 'candidates'];

function segmentMatches(pattern: string, segment: string, parkingSegment: string): boolean {
  if (pattern.startsWith(':')) return segment.length > 0;
  if (pattern === '{type}') return EMPLOYEE_TYPES.includes(segment);
  if (pattern === '{p}') return segment === parkingSegment;
  return pattern === segment;
}

/** True when `pathname` is a planned page (parking segment: the lowercased parking label). */
export function isPlannedPath(pathname: string, parkingLabel = 'Parking'): boolean {
  const segments = pathname.split('/').filter(Boolean);
  const parkingSegment = parkingLabel.toLowerCase();
  return PLANNED_PATHS.some((path) => {
    const patterns = path.split('/').filter(Boolean);
    if (patterns.length !== segments.length) return false;
    return patterns.every((pattern, index) => {
      const segment = segments[index] ?? '';
      if (pattern === '{type}-log') {
        return segment === `${segments[0]}-log` && EMPLOYEE_TYPES.includes(segments[0] ?? '');
      }
      return segmentMatches(pattern, segment, parkingSegment);
    });
  });
}
