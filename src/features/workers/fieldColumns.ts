import type { CheckInFieldDefinition } from '../../../contract/familyRecords.ts';
import { leadingEvent, type WorkerPair, type WorkerRecord } from './workerRows.ts';

/**
 * The check-in field and custom field columns of the worker log (spec/workers.md §2 "Columns
 * per event can include check-in field values and custom fields"), found in the events
 * themselves: a check-in field's definition travels with each event (flowIdentityType
 * .additionalFlowDataCapturing.checkIn), custom field values are keyed by field id. A shift
 * shows the values of its clock-in (of its clock-out when it has none). Deleted and disabled
 * check-in fields are not shown. Multi-value fields are joined with ';' (workers.md §5).
 */

export interface FieldColumn {
  kind: 'checkIn' | 'custom';
  id: string;
  title: string;
  /** The text of the pair's value. */
  text: (pair: WorkerPair) => string;
}

const SCAN_LIMIT = 2000;

/** The columns of the fields found in the pairs (the newest SCAN_LIMIT pairs are looked at). */
export function fieldColumns(pairs: readonly WorkerPair[]): FieldColumn[] {
  const checkIn = new Map<string, CheckInFieldDefinition>();
  const custom = new Set<string>();
  for (const pair of pairs.slice(0, SCAN_LIMIT)) {
    const event = leadingEvent(pair);
    for (const field of event.flowIdentityType?.additionalFlowDataCapturing?.checkIn ?? []) {
      if (!checkIn.has(field.id)) checkIn.set(field.id, field);
    }
    for (const id of Object.keys(event.customFields ?? {})) custom.add(id);
  }
  const checkInColumns = [...checkIn.values()]
    .filter((field) => field.deleted !== true && field.disabled !== true)
    .map(
      (field): FieldColumn => ({
        kind: 'checkIn',
        id: field.id,
        title: field.label ?? field.id,
        text: (pair) => checkInText(leadingEvent(pair), field),
      }),
    );
  const customColumns = [...custom].sort().map(
    (id): FieldColumn => ({
      kind: 'custom',
      id,
      title: id,
      text: (pair) => valueText(leadingEvent(pair).customFields?.[id]),
    }),
  );
  return [...checkInColumns, ...customColumns];
}

/** A check-in value as text: a drop-down's item texts instead of its data keys. */
export function checkInText(event: WorkerRecord, field: CheckInFieldDefinition): string {
  const value = event.checkInFieldValues?.[field.id];
  const items = field.staticDropDownListItems;
  if (!items) return valueText(value);
  const textOf = (key: string) => items.find((item) => item.dataKey === key)?.text ?? key;
  if (Array.isArray(value)) return value.map(textOf).join(';');
  return typeof value === 'string' ? textOf(value) : valueText(value);
}

export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(valueText).join(';');
  if (typeof value === 'object') return '';
  return String(value);
}
