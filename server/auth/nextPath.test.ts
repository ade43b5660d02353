import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeNextPath } from './nextPath.ts';

describe('safeNextPath', () => {
  it.each([
    ['/', '/'],
    ['/visitors/log?root=acme_north', '/visitors/log?root=acme_north'],
    ['/a#b', '/a#b'],
    ['/visitors/log?q=Jos\u00e9', '/visitors/log?q=Jos%C3%A9'],
    ['/visitors/log?q=\u3002#\u00e9', '/visitors/log?q=%E3%80%82#%C3%A9'],
    ['/a b', '/a%20b'],
    ['/visitors/log?q=100%25', '/visitors/log?q=100%25'],
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
    ['/\u3002evil.example'],
    ['/%E3%80%82evil.example'],
    ['/\uff0fevil.example'],
    ['/\u00e9'],
    ['/%2F%2Fevil.example'],
    ['/%2f/evil.example'],
    ['/%252F%252Fevil.example'],
    ['/%25252F%25252Fevil.example'],
    ['/%5Cevil.example'],
    ['/a\\b'],
    ['/%0d%0aSet-Cookie:x=1'],
    ['/%zz'],
    ['/ok?q=%zz'],
    [`/${'a'.repeat(2048)}`],
    [undefined],
    [['/a', '/b']],
  ])('falls back to / for %j', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });

  it('always gives ASCII without control characters (safe in a Location header)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (tail) => {
        expect(safeNextPath(`/${tail}`)).toMatch(/^\/(?![/\\])[\u0020-\u007e]*$/);
      }),
    );
  });
});
