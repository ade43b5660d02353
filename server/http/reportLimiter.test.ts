import { describe, expect, test } from 'vitest';
import { createReportLimiter } from './reportLimiter.ts';

describe('CSP report limiter', () => {
  test('takes up to the limit per address and window, then refuses until the next window', () => {
    const limiter = createReportLimiter(3, 1_000);
    const takes = [0, 1, 2, 3, 4].map(() => limiter.take('10.0.0.1', 5_000));
    expect(takes).toEqual([true, true, true, false, false]);
    expect(limiter.take('10.0.0.2', 5_500)).toBe(true);
    expect(limiter.take('10.0.0.1', 5_999)).toBe(false);
    expect(limiter.takeRefused()).toBe(3);
    expect(limiter.takeRefused()).toBe(0);
    expect(limiter.take('10.0.0.1', 6_000)).toBe(true);
  });
});
