import { describe, expect, test } from 'vitest';
import { wholeNumberOf } from './WholeNumberInput.tsx';

describe('wholeNumberOf', () => {
  test('keeps digits only, caps at the maximum, empty while nothing is typed', () => {
    expect(wholeNumberOf('42', 100)).toBe(42);
    expect(wholeNumberOf('4.5', 100)).toBe(45);
    expect(wholeNumberOf('-7', 100)).toBe(7);
    expect(wholeNumberOf('1e3', 100)).toBe(13);
    expect(wholeNumberOf('5000', 100)).toBe(100);
    expect(wholeNumberOf('abc', 100)).toBe('');
    expect(wholeNumberOf('', 100)).toBe('');
  });
});
