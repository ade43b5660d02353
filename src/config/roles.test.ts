import { describe, expect, it } from 'vitest';
import type { LocationAccess } from '../../contract/session.ts';
import { canChangeEvacuation, hasAccess, isCompanyEmail, roleAt } from './roles.ts';

const grants: LocationAccess[] = [
  { EntityHierarchy: 'acme', role: 'HOST' },
  { EntityHierarchy: 'acme#north', role: 'ADMIN' },
  { EntityHierarchy: 'acme#north#jhb#gate', role: 'HOST' },
];

describe('roleAt', () => {
  it.each([
    ['the location itself', 'acme#north', 'ADMIN'],
    ['the closest ancestor', 'acme#north#jhb', 'ADMIN'],
    ['a deeper grant wins over an ancestor', 'acme#north#jhb#gate', 'HOST'],
    ['the root grant covers other regions', 'acme#south', 'HOST'],
    ['no grant gives DBUSER', 'other#site', 'DBUSER'],
    ['a key prefix that is not an ancestor does not count', 'acme#northwest', 'HOST'],
  ])('%s', (_name, location, role) => {
    expect(roleAt(grants, location, 'acme')).toBe(role);
  });

  it.each([
    [grants, 'acme', 'HOST'],
    [grants, undefined, 'HOST'],
    [grants.slice(1), 'acme', 'DBUSER'],
    [[], undefined, 'DBUSER'],
    [
      [
        { EntityHierarchy: 'a', role: 'ADMIN' },
        { EntityHierarchy: 'b', role: 'ADMIN' },
      ],
      undefined,
      'DBUSER',
    ],
  ] as const)('ALL uses the organisation root (%#)', (locations, organisation, role) => {
    expect(roleAt(locations, 'ALL', organisation)).toBe(role);
  });
});

describe('hasAccess', () => {
  it.each([
    ['acme#north#jhb', true],
    ['acme', true],
    ['other', false],
    ['ALL', true],
  ])('%s → %s', (location, expected) => {
    expect(hasAccess(grants, location)).toBe(expected);
  });

  it('ALL without grants is refused', () => {
    expect(hasAccess([], 'ALL')).toBe(false);
  });
});

describe('canChangeEvacuation', () => {
  const admin = { sub: 'u1', email: 'Ann@Acme.com', flags: { amEvacAdmin: true } };
  const other = { sub: 'u2', email: 'bob@acme.com', flags: { amEvacAdmin: true } };
  const plain = { sub: 'u3', email: 'cat@acme.com', flags: {} };
  it.each([
    ['any evac admin when none is active', null, admin, true],
    ['an inactive record counts as none', { active: false, initiator: 'u2' }, admin, true],
    ['not without amEvacAdmin', null, plain, false],
    ['the initiator by sub', { active: true, initiator: 'u1' }, admin, true],
    ['the initiator by email, any case', { active: true, initiator: 'ann@acme.COM' }, admin, true],
    ['not another admin while active', { active: true, initiator: 'u1' }, other, false],
    ['not an empty initiator', { active: true, initiator: '' }, admin, false],
    ['not an initiator who lost amEvacAdmin', { active: true, initiator: 'u3' }, plain, false],
  ])('%s', (_name, evacuation, user, expected) => {
    expect(canChangeEvacuation(evacuation, user)).toBe(expected);
  });
});

describe('isCompanyEmail', () => {
  it.each([
    ['ann@acme.com', ['acme.com'], true],
    ['Ann@ACME.com', ['acme.com'], true],
    ['ann@mail.acme.com', ['acme.com'], true],
    ['ann@acme.com', ['@acme.com'], true],
    ['ann@notacme.com', ['acme.com'], false],
    ['ann@acme.com.evil.io', ['acme.com'], false],
    ['ann@gmail.com', [], false],
    ['acme.com', ['acme.com'], false],
    ['ann@', ['acme.com'], false],
    ['ann@acme.com', [''], false],
  ])('%s with %j → %s', (email, domains, expected) => {
    expect(isCompanyEmail(email, domains)).toBe(expected);
  });
});
