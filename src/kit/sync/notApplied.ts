import { useMemo } from 'react';
import type { OutboxRow } from '../../db/database.ts';
import type { FamilyName, FamilyRecord } from '../records/familyRecords.ts';
import { familyFields, fieldOf } from '../records/readFamilyWindow.ts';
import { useRejectedMutations } from './hooks.ts';

const keyText = (hierarchy: unknown, sortKey: unknown) =>
  `${String(hierarchy)}\n${String(sortKey)}`;

/** Reasons of the refused changes ("not applied") per record key of `family`. */
export function notAppliedReasons(
  rows: readonly OutboxRow[],
  family: FamilyName,
): Map<string, string> {
  const reasons = new Map<string, string>();
  for (const row of rows) {
    if (row.status !== 'rejected') continue;
    for (const target of row.records) {
      if (target.table !== family) continue;
      reasons.set(keyText(target.key[0], target.key[1]), row.lastError ?? '');
    }
  }
  return reasons;
}

/**
 * For rows of a family: why the server refused a change to this record (the outbox's rejected
 * rows, until dismissed), or undefined when none was refused. Feeds RowSyncMarker.
 */
export function useNotApplied<F extends FamilyName>(
  family: F,
): (record: FamilyRecord<F>) => string | undefined {
  const rejected = useRejectedMutations();
  return useMemo(() => {
    const reasons = notAppliedReasons(rejected ?? [], family);
    const { sortKey } = familyFields(family);
    return (record) =>
      reasons.size === 0
        ? undefined
        : reasons.get(keyText(record.EntityHierarchy, fieldOf(record, sortKey)));
  }, [rejected, family]);
}
