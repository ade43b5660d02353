import type { CustomFieldValue, ScreeningRoomInduction } from '../visitorLogUpdates.ts';

/**
 * The visitor log's record updates (spec/visitors.md §2, §4, §5), shared by the server's
 * handlers, the client's mutators and the in-memory test server. Each is pure: the current image
 * (undefined when absent) gives the next one; null keeps an absent record absent. A refused
 * update (see the *Refusal functions) leaves the record as it is.
 */

type Image = Record<string, unknown>;

/** What the user is told when a number cannot be saved (spec/visitors.md §5). */
export const ACCESS_CARD_EMPTY = 'The access card number cannot be empty';
export const ACCESS_CARD_UNCHANGED = 'The access card number is unchanged';
export const ID_NUMBER_EMPTY = 'The ID number cannot be empty';
export const ID_NUMBER_UNCHANGED = 'The ID number is unchanged';
export const SERIAL_NUMBER_EMPTY = 'The asset serial number cannot be empty';
export const SERIAL_NUMBER_UNCHANGED = 'The asset serial number is unchanged';

function numberRefusal(
  stored: unknown,
  wanted: string,
  messages: { empty: string; unchanged: string },
): string | null {
  if (wanted.trim() === '') return messages.empty;
  return stored === wanted.trim() ? messages.unchanged : null;
}

/** Why `badgeNumber` cannot be linked (null: it can): empty, or the number already linked. */
export function visitorBadgeRefusal(record: Image, badgeNumber: string): string | null {
  return numberRefusal(record.badgeNumber, badgeNumber, {
    empty: ACCESS_CARD_EMPTY,
    unchanged: ACCESS_CARD_UNCHANGED,
  });
}

export function withVisitorBadgeNumber<R extends Image>(
  current: R | undefined,
  badgeNumber: string,
): R | null {
  if (current === undefined) return null;
  if (visitorBadgeRefusal(current, badgeNumber) !== null) return current;
  return { ...current, badgeNumber: badgeNumber.trim() };
}

function detailsOf(record: Image): Image {
  const details = record.visitorFullDetails;
  return details && typeof details === 'object' ? (details as Image) : {};
}

/** Why the ID / passport number cannot be saved (null: it can). */
export function idNumberRefusal(record: Image, personalIdentificationNr: string): string | null {
  return numberRefusal(detailsOf(record).personalIdentificationNr, personalIdentificationNr, {
    empty: ID_NUMBER_EMPTY,
    unchanged: ID_NUMBER_UNCHANGED,
  });
}

/** The visitor's ID number updated and marked as checked by the dashboard. */
export function withPersonalIdentificationNr<R extends Image>(
  current: R | undefined,
  personalIdentificationNr: string,
): R | null {
  if (current === undefined) return null;
  if (idNumberRefusal(current, personalIdentificationNr) !== null) return current;
  return {
    ...current,
    visitorFullDetails: {
      ...detailsOf(current),
      personalIdentificationNr: personalIdentificationNr.trim(),
    },
    personalIdentificationNrChecked: true,
  };
}

export function serialNumberRefusal(record: Image, assetSerialNumber: string): string | null {
  return numberRefusal(record.assetSerialNumber, assetSerialNumber, {
    empty: SERIAL_NUMBER_EMPTY,
    unchanged: SERIAL_NUMBER_UNCHANGED,
  });
}

export function withAssetSerialNumber<R extends Image>(
  current: R | undefined,
  assetSerialNumber: string,
): R | null {
  if (current === undefined) return null;
  if (serialNumberRefusal(current, assetSerialNumber) !== null) return current;
  return { ...current, assetSerialNumber: assetSerialNumber.trim() };
}

/** A custom field value is empty when it is blank text or no data key. */
export function isEmptyFieldValue(value: CustomFieldValue): boolean {
  return Array.isArray(value) ? value.length === 0 : value.trim() === '';
}

/**
 * The record with one custom field's value set (in checkInFieldValues, keyed by field id, and the
 * id listed in checkInFieldDataKeys), or removed when the value is empty.
 */
export function withCustomFieldValue<R extends Image>(
  current: R | undefined,
  fieldId: string,
  value: CustomFieldValue,
): R | null {
  if (current === undefined) return null;
  const values = { ...((current.checkInFieldValues as Image | undefined) ?? {}) };
  const keys = Array.isArray(current.checkInFieldDataKeys)
    ? (current.checkInFieldDataKeys as string[]).filter((key) => key !== fieldId)
    : [];
  if (isEmptyFieldValue(value)) {
    delete values[fieldId];
  } else {
    values[fieldId] = Array.isArray(value) ? [...value] : value.trim();
    keys.push(fieldId);
  }
  return { ...current, checkInFieldValues: values, checkInFieldDataKeys: keys };
}

/** Stores the screening-room induction: its type, version and when it was watched. */
export function withScreeningRoomInduction<R extends Image>(
  current: R | undefined,
  induction: ScreeningRoomInduction,
): R | null {
  if (current === undefined) return null;
  return {
    ...current,
    inductionData: {
      inductionType: induction.inductionType,
      version: induction.version,
      eventTiming: induction.eventTiming,
    },
  };
}
