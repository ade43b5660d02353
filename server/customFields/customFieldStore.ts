import { randomUUID } from 'node:crypto';
import type { CustomField, DropDownItem } from '../../contract/customFields.ts';
import { isInSubtree } from '../../contract/hierarchy.ts';
import type { Sql } from '../db/database.ts';
import { firstMappedRow } from '../db/mappedRows.ts';

/** The custom_fields table (migration 026). */

interface CustomFieldRow {
  hierarchy: string;
  field_id: string;
  field_name: string;
  input_type: CustomField['inputType'];
  drop_down_items: DropDownItem[] | string;
  disabled: boolean;
  deleted: boolean;
  consumers: string[];
  lmt: number | string;
}

function fromRow(row: CustomFieldRow): CustomField {
  return {
    EntityHierarchy: row.hierarchy,
    fieldId: row.field_id,
    fieldName: row.field_name,
    inputType: row.input_type,
    staticDropDownListItems:
      typeof row.drop_down_items === 'string'
        ? (JSON.parse(row.drop_down_items) as DropDownItem[])
        : row.drop_down_items,
    disabled: row.disabled,
    deleted: row.deleted,
    consumers: row.consumers,
    lmt: Number(row.lmt),
  };
}

export function newFieldId(): string {
  return randomUUID();
}

/** The fields that are not deleted at and below `roots`, by location then name. */
export async function readLiveCustomFields(
  sql: Sql,
  roots: readonly string[],
): Promise<CustomField[]> {
  if (roots.length === 0) return [];
  const organisations = [...new Set(roots.map((root) => root.split('#')[0] ?? root))];
  const { rows } = await sql.query<CustomFieldRow>(
    `SELECT * FROM custom_fields
      WHERE NOT deleted AND split_part(hierarchy, '#', 1) = ANY($1::text[])
      ORDER BY hierarchy, lower(field_name), field_id`,
    [organisations],
  );
  return rows
    .map(fromRow)
    .filter((field) => roots.some((root) => isInSubtree(field.EntityHierarchy, root)));
}

/** One field (deleted or not), locked for the rest of the transaction. */
export async function readCustomFieldForUpdate(
  tx: Sql,
  hierarchy: string,
  fieldId: string,
): Promise<CustomField | undefined> {
  return firstMappedRow(
    tx,
    'SELECT * FROM custom_fields WHERE hierarchy = $1 AND field_id = $2 FOR UPDATE',
    [hierarchy, fieldId],
    fromRow,
  );
}

/** The live field of that name at the location (case-insensitive), other than `exceptId`. */
export async function readLiveFieldNamed(
  tx: Sql,
  hierarchy: string,
  fieldName: string,
  exceptId = '',
): Promise<CustomField | undefined> {
  return firstMappedRow(
    tx,
    `SELECT * FROM custom_fields
      WHERE hierarchy = $1 AND NOT deleted AND lower(field_name) = lower($2) AND field_id <> $3`,
    [hierarchy, fieldName, exceptId],
    fromRow,
  );
}

/** Inserts or replaces the field's row with `field`. */
export async function writeCustomField(tx: Sql, field: CustomField): Promise<void> {
  await tx.query(
    `INSERT INTO custom_fields (hierarchy, field_id, field_name, input_type, drop_down_items,
                                disabled, deleted, consumers, lmt)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8::text[], $9)
     ON CONFLICT (hierarchy, field_id) DO UPDATE SET
       field_name = EXCLUDED.field_name, input_type = EXCLUDED.input_type,
       drop_down_items = EXCLUDED.drop_down_items, disabled = EXCLUDED.disabled,
       deleted = EXCLUDED.deleted, consumers = EXCLUDED.consumers, lmt = EXCLUDED.lmt`,
    [
      field.EntityHierarchy,
      field.fieldId,
      field.fieldName,
      field.inputType,
      JSON.stringify(field.staticDropDownListItems),
      field.disabled,
      field.deleted,
      field.consumers,
      field.lmt,
    ],
  );
}
