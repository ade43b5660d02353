import { describe, expect, it } from 'vitest';
import { blockListMatch, matchesBlockListEntry } from './matching.ts';
import type { BlockListEntry } from './schemas.ts';

const NOW = Date.UTC(2026, 10, 30, 9);

const entry = (extra: Partial<BlockListEntry> = {}): BlockListEntry => ({
  EntityHierarchy: 'acme#north',
  entryId: 'e1',
  firstName: 'Mallory',
  lastName: 'Moe',
  expiresAt: null,
  lmt: NOW,
  updatedBy: 'admin@example.com',
  ...extra,
});

describe('the block list match', () => {
  it('matches an email in any case, a phone in its local or international form, a name in any case or accent', () => {
    const withContacts = entry({ email: 'Mal@Example.com', phoneNumber: '+27 82 555 0101' });
    expect(matchesBlockListEntry(withContacts, { email: ' mal@example.COM ' })).toBe(true);
    expect(matchesBlockListEntry(withContacts, { phoneNumber: '082 555 0101' })).toBe(true);
    expect(matchesBlockListEntry(withContacts, { firstName: 'MALLORY', lastName: 'moé' })).toBe(
      true,
    );
    expect(matchesBlockListEntry(withContacts, { firstName: 'Mallory', lastName: 'Mo' })).toBe(
      false,
    );
    expect(matchesBlockListEntry(withContacts, { email: 'other@example.com' })).toBe(false);
    // A number too short to tell people apart matches nothing.
    expect(matchesBlockListEntry(entry({ phoneNumber: '101' }), { phoneNumber: '101' })).toBe(
      false,
    );
  });

  it('where the entry names a company, the name matches only with that company', () => {
    const atGlobex = entry({ company: 'Globex' });
    const person = { firstName: 'Mallory', lastName: 'Moe' };
    expect(matchesBlockListEntry(atGlobex, { ...person, company: 'globex' })).toBe(true);
    expect(matchesBlockListEntry(atGlobex, { ...person, company: 'Initech' })).toBe(false);
    expect(matchesBlockListEntry(atGlobex, person)).toBe(false);
  });

  it('applies at its location and below, until it expires', () => {
    const person = { firstName: 'Mallory', lastName: 'Moe' };
    expect(blockListMatch([entry()], person, 'acme#north#jhb', NOW)?.entryId).toBe('e1');
    expect(blockListMatch([entry()], person, 'acme#northern', NOW)).toBeNull();
    expect(blockListMatch([entry()], person, 'acme', NOW)).toBeNull();
    const expiring = entry({ expiresAt: NOW + 1 });
    expect(blockListMatch([expiring], person, 'acme#north', NOW)).not.toBeNull();
    expect(blockListMatch([expiring], person, 'acme#north', NOW + 1)).toBeNull();
  });
});
