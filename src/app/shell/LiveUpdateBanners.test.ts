import { describe, expect, it } from 'vitest';
import { LIVE_FAILURE_GRACE_MS, liveUpdatesFailed } from './LiveUpdateBanners.tsx';

describe('liveUpdatesFailed', () => {
  it.each([
    ['online', null, 0, false],
    ['offline', null, 0, true],
    ['reconnecting', 0, LIVE_FAILURE_GRACE_MS - 1, false],
    ['reconnecting', 0, LIVE_FAILURE_GRACE_MS, true],
    ['reconnecting', null, 10 * LIVE_FAILURE_GRACE_MS, false],
  ] as const)('%s since %j at %i: %s', (connection, since, now, expected) => {
    expect(liveUpdatesFailed(connection, since, now)).toBe(expected);
  });
});
