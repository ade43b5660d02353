import { describe, expect, it } from 'vitest';
import { pathAfterLocationChange } from './stayInPlace.ts';

describe('pathAfterLocationChange', () => {
  it.each([
    ['/visitors/log', '/visitors/log'],
    ['/visitors/log/', '/visitors/log'],
    ['/messaging/evacuation', '/messaging/evacuation'],
    ['/messaging/evacuation/responses', '/messaging/evacuation/responses'],
    ['/messaging/evacuation/123', '/'],
    ['/visitors/invites', '/'],
    ['/visitors', '/'],
    ['/', '/'],
    ['/settings/account', '/'],
  ])('on %s goes to %s', (path, expected) => {
    expect(pathAfterLocationChange(path)).toBe(expected);
  });
});
