import { describe, expect, it } from 'vitest';
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoffDelay } from './backoff.ts';

describe('backoff', () => {
  it('doubles from the base up to the cap, jittered between half and all of it', () => {
    expect(backoffDelay(1, () => 0)).toBe(BACKOFF_BASE_MS / 2);
    expect(backoffDelay(1, () => 1)).toBe(BACKOFF_BASE_MS);
    expect(backoffDelay(3, () => 1)).toBe(4 * BACKOFF_BASE_MS);
    expect(backoffDelay(30, () => 1)).toBe(BACKOFF_CAP_MS);
  });
});
