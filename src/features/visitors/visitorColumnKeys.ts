import { isOneOf } from '../../../contract/plainCheck.ts';

/**
 * The visitor log's columns (spec/visitors.md §2): primary columns, then the secondary ones,
 * nested under one shared header. The column picker's choice is remembered on the device
 * (preference visitorLogColumns); without a valid stored choice the defaults apply. Decisions:
 * the spec's "visitor" column is the visitor's name (what the first paint draws first) and its
 * "name" column the recognition state of the sign-in (sourceOfIdentification); "evac status" is
 * a primary column like the others (N/A where no evacuation covered the visit); the actions
 * column is always shown.
 */
export const PRIMARY_COLUMNS = [
  'visitor',
  'name',
  'host',
  'badge',
  'type',
  'idNumber',
  'assetSerialNumber',
  'signIn',
  'hostApproval',
  'signOut',
  'induction',
  'evacStatus',
] as const;

export const SECONDARY_COLUMNS = [
  'company',
  'location',
  'email',
  'phoneNumber',
  'agreement',
  'deltaV1',
] as const;

export type VisitorColumnKey =
  | (typeof PRIMARY_COLUMNS)[number]
  | (typeof SECONDARY_COLUMNS)[number];

export const ALL_COLUMNS: readonly VisitorColumnKey[] = [...PRIMARY_COLUMNS, ...SECONDARY_COLUMNS];

export const DEFAULT_COLUMNS: readonly VisitorColumnKey[] = [
  'visitor',
  'host',
  'badge',
  'type',
  'signIn',
  'signOut',
  'induction',
  'evacStatus',
  'company',
  'location',
  'agreement',
];

export function isVisitorColumnKey(key: string): key is VisitorColumnKey {
  return isOneOf(ALL_COLUMNS, key);
}

/** The stored choice as known column keys (unknown ones dropped); the defaults when none is left. */
export function chosenColumns(stored: readonly string[] | null): VisitorColumnKey[] {
  const known = (stored ?? []).filter(isVisitorColumnKey);
  return known.length > 0 ? known : [...DEFAULT_COLUMNS];
}
