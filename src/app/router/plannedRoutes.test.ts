import { describe, expect, it } from 'vitest';
import { isPlannedPath } from './plannedRoutes.ts';

describe('isPlannedPath', () => {
  it.each([
    ['/visitors/invites', true],
    ['/students/students-log', true],
    ['/employees/directory', true],
    ['/parking/bookings', true],
    ['/messaging/evacuation/abc', true],
    ['/settings/account', true],
    ['/nowhere', false],
    ['/visitors/unknown', false],
    ['/students/employees-log', false],
  ])('%s is planned: %s', (path, planned) => {
    expect(isPlannedPath(path)).toBe(planned);
  });

  it('uses the lowercased parking label', () => {
    expect(isPlannedPath('/garage/log', 'Garage')).toBe(true);
    expect(isPlannedPath('/parking/log', 'Garage')).toBe(false);
  });
});
