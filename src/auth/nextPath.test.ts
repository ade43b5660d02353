import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn, loginUrl, nextForPath } from './nextPath.ts';

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
