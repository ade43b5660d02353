import { describe, expect, it } from 'vitest';
import { screenClass } from './screenWidth.ts';

describe('screenClass', () => {
  it.each([
    [1920, 'desktop'],
    [1221, 'desktop'],
    [1220, 'tablet'],
    [768, 'tablet'],
    [767, 'mobile'],
    [320, 'mobile'],
  ])('%i px is %s', (width, expected) => {
    expect(screenClass(width)).toBe(expected);
  });
});
