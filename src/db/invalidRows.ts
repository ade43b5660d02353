import type { Transaction } from 'dexie';
import { type FamilyName, RECORD_FAMILIES } from '../../contract/families.ts';

/**
 * Keeps rows written by an older version that fail the current wire schema, flagged with
 * `_invalid` (the reason) so reads can show or skip them instead of failing; the next retrieval
 * replaces them with the server's current image.
 */
export async function flagInvalidRows(tx: Transaction, families: readonly FamilyName[]) {
  for (const family of RECORD_FAMILIES.filter((f) => families.includes(f.name))) {
    await tx
      .table(family.name)
      .toCollection()
      .modify((row: Record<string, unknown>) => {
        const image = (row._base as Record<string, unknown> | undefined) ?? row;
        const { _base, _pending, _invalid, _removed, ...fields } = image;
        const parsed = family.schema.safeParse(fields);
        if (parsed.success) delete row._invalid;
        else row._invalid = parsed.error.message;
      });
  }
}
