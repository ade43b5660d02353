import { useCallback } from 'react';
import { type FamilyRecord, useFamilyRecords } from '../../kit/index.ts';

export type HostRecord = FamilyRecord<'hosts'>;

const byName = (a: HostRecord, b: HostRecord) =>
  a.name.localeCompare(b.name) || a.uniqueAttributeValue.localeCompare(b.uniqueAttributeValue);

/** A host matches a search by name, email or phone (case-insensitive). */
export function matchesHostSearch(host: HostRecord, search: string): boolean {
  const term = search.trim().toLowerCase();
  if (term === '') return true;
  return [host.name, host.email, host.phone_number ?? ''].some((text) =>
    text.toLowerCase().includes(term),
  );
}

/** The hosts of the selected subtree, by name, live from the local database. */
export function useHosts(root: string, hierarchies: readonly string[], search: string) {
  const keep = useCallback((host: HostRecord) => matchesHostSearch(host, search), [search]);
  return useFamilyRecords({ family: 'hosts', root, hierarchies, filter: keep, sort: byName });
}
