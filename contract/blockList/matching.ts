import { isInSubtree } from '../hierarchy.ts';
import type { BlockListEntry } from './schemas.ts';

/** What a visitor gives at the door that an entry can match. */
export interface PersonAtTheDoor {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  phoneNumber?: string | undefined;
  company?: string | undefined;
}

/** Case, accents and repeated spaces do not tell two names apart. */
function nameKey(value: string | undefined): string {
  return (value ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The last nine digits: 082 555 0101 and +27 82 555 0101 are the same phone. */
function phoneKey(value: string | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length < 6 ? '' : digits.slice(-9);
}

/** Whether the entry is in force at `hierarchy` at `now`. */
export function blockListEntryApplies(
  entry: Pick<BlockListEntry, 'EntityHierarchy' | 'expiresAt'>,
  hierarchy: string,
  now: number,
): boolean {
  return (
    isInSubtree(hierarchy, entry.EntityHierarchy) &&
    (entry.expiresAt === null || entry.expiresAt > now)
  );
}

/**
 * Whether `person` is the person of `entry` (the rule is the same at the server, at a kiosk
 * offline and in the tests): the same email (any case), or the same phone (its last nine
 * digits, so a local and an international form match), or the same first and last name (any
 * case or accent) and, where the entry names a company, the same company.
 */
export function matchesBlockListEntry(entry: BlockListEntry, person: PersonAtTheDoor): boolean {
  const email = nameKey(person.email);
  if (email !== '' && email === nameKey(entry.email)) return true;
  const phone = phoneKey(person.phoneNumber);
  if (phone !== '' && phone === phoneKey(entry.phoneNumber)) return true;
  const sameName =
    nameKey(person.firstName) !== '' &&
    nameKey(person.firstName) === nameKey(entry.firstName) &&
    nameKey(person.lastName) === nameKey(entry.lastName);
  if (!sameName) return false;
  return nameKey(entry.company) === '' || nameKey(entry.company) === nameKey(person.company);
}

/** The first entry in force at `hierarchy` at `now` that `person` matches, or null. */
export function blockListMatch(
  entries: readonly BlockListEntry[],
  person: PersonAtTheDoor,
  hierarchy: string,
  now: number,
): BlockListEntry | null {
  return (
    entries.find(
      (entry) =>
        blockListEntryApplies(entry, hierarchy, now) && matchesBlockListEntry(entry, person),
    ) ?? null
  );
}
