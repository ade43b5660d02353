import type { Table } from 'dexie';
import { useDatabase } from '../sync/hooks.ts';
import {
  type FamilyName,
  type FamilyRecord,
  type FamilyRecordKey,
  recordTable,
} from './familyRecords.ts';

/** The typed local table of a family, for reads useFamilyRecords does not cover. */
export function useRecordTable<F extends FamilyName>(
  family: F,
): Table<FamilyRecord<F>, FamilyRecordKey<F>> {
  return recordTable(useDatabase(), family);
}
