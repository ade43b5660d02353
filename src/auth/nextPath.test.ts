import { describe, expect, it } from 'vitest';
import { safeNextPath } from '../../server/auth/nextPath.ts';
import { destinationAfterSignIn, isSafeNext, loginUrl, nextForPath } from './nextPath.ts';

describe('nextForPath (the next parameter of /authenticate)', () => {
  it.each([
    ['/', undefined],
    ['', undefined],
    ['/authenticate', undefined],
    ['/authenticate/', undefined],
    ['/visitors/log', '/visitors/log'],
    ['/visitors/log?root=acme_north', '/visitors/log?root=acme_north'],
    ['/messaging/evacuation/42#top', '/messaging/evacuation/42#top'],
    ['/authenticate/visitors/log', '/visitors/log'],
    ['//evil.example/path', undefined],
    ['/visitors/log?q=a b', '/visitors/log?q=a%20b'],
    ['/\u3002evil.example', undefined],
  ])('%j gives %j', (path, expected) => {
    expect(nextForPath(path)).toBe(expected);
  });
});

describe('destinationAfterSignIn', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['/visitors/log', '/visitors/log'],
    ['/authenticate', '/'],
    ['/authenticate?next=/x', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
  ])('next %j goes to %j', (next, expected) => {
    expect(destinationAfterSignIn(next)).toBe(expected);
  });
});

describe('loginUrl', () => {
  it('starts the server sign-in and comes back to next', () => {
    expect(loginUrl('/visitors/log?x=1')).toBe('/auth/login?next=%2Fvisitors%2Flog%3Fx%3D1');
    expect(loginUrl(undefined)).toBe('/auth/login?next=%2F');
  });
});

describe('the client and the server agree on a safe next path', () => {
  const CONTROL = ['\u0000', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009b'];
  it.each(CONTROL.map((c) => [c]))('refuses %j inside a path, like the server', (control) => {
    const next = `/visitors${control}log`;
    expect(isSafeNext(next)).toBe(false);
    expect(destinationAfterSignIn(next)).toBe('/');
    expect(nextForPath(next)).toBeUndefined();
    expect(safeNextPath(next)).toBe('/');
  });

  it.each([
    ['/visitors/log?root=acme_north'],
    ['/a b'],
    ['/é'],
    ['//evil.example'],
    ['/\\evil'],
    ['evil'],
    ['/ok\r\nSet-Cookie: x=1'],
    ['/\u3002evil.example'],
    ['/%2F%2Fevil.example'],
    ['/%5Cevil.example'],
  ])('%j: same answer on both sides', (next) => {
    expect(isSafeNext(next)).toBe(safeNextPath(next) !== '/');
  });

  it.each([['/visitors/log?q=a b'], ['/\u3002evil.example'], ['/%2F%2Fevil.example'], ['/a\\b']])(
    '%j: the client keeps the path the server would redirect to',
    (next) => {
      expect(nextForPath(next) ?? '/').toBe(safeNextPath(next));
    },
  );
});
