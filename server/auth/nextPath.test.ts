import { describe, expect, it } from 'vitest';
import { safeNextPath } from './nextPath.ts';

describe('safeNextPath', () => {
  it.each([
    ['/', '/'],
    ['/visitors/log?root=acme_north', '/visitors/log?root=acme_north'],
    ['/a#b', '/a#b'],
  ])('keeps the same-origin path %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    ['https://evil.example/'],
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['evil'],
    [''],
    ['javascript:alert(1)'],
    ['/ok\r\nSet-Cookie: x=1'],
    ['/a\u0085b'],
    ['/a\u007fb'],
    [undefined],
    [['/a', '/b']],
  ])('falls back to / for %j', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });
});
