import { describe, expect, it } from 'vitest';
import { formatElapsed } from './elapsed.ts';

describe('formatElapsed', () => {
  it('gives hours, minutes and seconds, whole seconds down', () => {
    expect(formatElapsed(0)).toBe('0:00:00');
    expect(formatElapsed(245_999)).toBe('0:04:05');
    expect(formatElapsed(3 * 3_600_000 + 61_000)).toBe('3:01:01');
    expect(formatElapsed(-5)).toBe('0:00:00');
  });
});
