import type { z } from 'zod';
import {
  EVAC_ACTIVATION_CLOCK_TOLERANCE_MS,
  type evacActivationOperation,
  type evacDeactivationOperation,
} from '../../../contract/evacuation.ts';
import { isEvacuationInitiator } from '../../../contract/evacuationInitiator.ts';
import type { evacuationRecord } from '../../../contract/familyRecords.ts';
import { organisationOf } from '../../../contract/hierarchy.ts';
import type { Sql } from '../../db/database.ts';
import type { Caller } from '../access.ts';
import { ApiError, validationFailed } from '../errors.ts';
import { readLiveRecordsForUpdate, recordId } from '../records/readRecords.ts';
import { lockChangeFeed, writeRecords } from '../records/writeRecords.ts';

/** Stored images were built by this module's writes. */
type EvacuationImage = z.infer<typeof evacuationRecord>;

export type ActivationAnswer = {
  key: 'EVAC_ACTIVATION_UPDATED' | 'EXISTING_ACTIVE_EVACUATION' | 'EXISTING_ARCHIVED_EVACUATION';
  evacuationEvent: EvacuationImage;
};

/** The server's sort key of an evacuation: its activatedTimestamp as text. */
export const evacuationKey = (activatedTimestamp: number) => String(activatedTimestamp);

/** An active evacuation at `hierarchy`, above it or below it, newest first. */
async function activeOverlapping(tx: Sql, hierarchy: string): Promise<EvacuationImage | null> {
  const result = await tx.query<{ record: EvacuationImage }>(
    `SELECT record FROM evacuations
      WHERE NOT deleted AND (record->>'active')::boolean
        AND (hierarchy = $1 OR starts_with(hierarchy, $1 || '#') OR starts_with($1, hierarchy || '#'))
      ORDER BY evt_time DESC LIMIT 1`,
    [hierarchy],
  );
  return result.rows[0]?.record ?? null;
}

/**
 * Starts an evacuation at one hierarchy and every location below it: one active event per
 * location (visitors.md §4), each with the same activatedTimestamp (its key), initiator and
 * audience, written in one transaction; the answer carries the event of the hierarchy itself.
 * Unless one with the same key exists (answered with it:
 * EXISTING_ACTIVE_EVACUATION or EXISTING_ARCHIVED_EVACUATION) or one is active at, above or below
 * that hierarchy (EXISTING_ACTIVE_EVACUATION). The caller becomes the initiator. The client's
 * `lmt` is not used: the server sets lmt on every write. A new start's activatedTimestamp must lie
 * within EVAC_ACTIVATION_CLOCK_TOLERANCE_MS of the server's clock (400 otherwise); a start sent
 * again later (a retry) is still answered with the evacuation it made.
 */
export async function activateEvacuation(
  tx: Sql,
  caller: Caller,
  operation: z.infer<typeof evacActivationOperation>,
  now: number,
): Promise<ActivationAnswer> {
  // Before the overlap check: a concurrent activation in this organisation waits for this one.
  await lockChangeFeed(tx, [organisationOf(operation.EntityHierarchy)]);
  const key = evacuationKey(operation.activatedTimestamp);
  const same = await readLiveRecordsForUpdate(tx, 'evacuations', [
    { hierarchy: operation.EntityHierarchy, key },
  ]);
  const existing = [...same.values()][0]?.record as EvacuationImage | undefined;
  if (existing) {
    const answerKey = existing.active
      ? 'EXISTING_ACTIVE_EVACUATION'
      : 'EXISTING_ARCHIVED_EVACUATION';
    return { key: answerKey, evacuationEvent: existing };
  }
  const active = await activeOverlapping(tx, operation.EntityHierarchy);
  if (active) return { key: 'EXISTING_ACTIVE_EVACUATION', evacuationEvent: active };
  if (Math.abs(operation.activatedTimestamp - now) > EVAC_ACTIVATION_CLOCK_TOLERANCE_MS) {
    throw validationFailed(
      `evacActivationOperation.activatedTimestamp: ${new Date(operation.activatedTimestamp).toISOString()} is not the current time (the server's clock says ${new Date(now).toISOString()})`,
    );
  }
  const record = {
    activatedTimestamp: operation.activatedTimestamp,
    active: true,
    initiator: caller.email,
    initiatorName: caller.name,
    notificationType: 'EVACUATION',
    audience: operation.audience,
  };
  const locations = await subtreeLocations(tx, operation.EntityHierarchy);
  // A location below that already holds a record under this key (an earlier evacuation of its
  // own that started in the same millisecond) keeps it.
  const taken = await readLiveRecordsForUpdate(
    tx,
    'evacuations',
    locations.map((hierarchy) => ({ hierarchy, key })),
  );
  const written = await writeRecords(
    tx,
    'evacuations',
    locations
      .filter((hierarchy) => !taken.has(recordId(hierarchy, key)))
      .map((hierarchy) => ({
        kind: 'upsert' as const,
        hierarchy,
        key,
        eventTime: operation.activatedTimestamp,
        record,
      })),
    now,
  );
  const event = written.find((one) => one.hierarchy === operation.EntityHierarchy);
  return { key: 'EVAC_ACTIVATION_UPDATED', evacuationEvent: event?.image as EvacuationImage };
}

/**
 * Ends an active evacuation at one hierarchy, with the events of the same start (same key) at
 * the locations below it, in one transaction; only its initiator may (403 otherwise). One that has already ended
 * is answered EXISTING_ARCHIVED_EVACUATION; one that does not exist is a 404.
 */
export async function deactivateEvacuation(
  tx: Sql,
  caller: Caller,
  operation: z.infer<typeof evacDeactivationOperation>,
  now: number,
): Promise<ActivationAnswer> {
  const ref = {
    hierarchy: operation.EntityHierarchy,
    key: evacuationKey(operation.activatedTimestamp),
  };
  const stored = [...(await readLiveRecordsForUpdate(tx, 'evacuations', [ref])).values()][0];
  if (!stored) {
    throw new ApiError(404, 'RECORD_NOT_FOUND', `No evacuation ${ref.hierarchy} ${ref.key}`);
  }
  const current = stored.record as EvacuationImage;
  if (!current.active) return { key: 'EXISTING_ARCHIVED_EVACUATION', evacuationEvent: current };
  if (!isEvacuationInitiator(current.initiator, caller)) {
    throw new ApiError(
      403,
      'NOT_AUTHORIZED',
      `Only the initiator (${String(current.initiator)}) may end this evacuation`,
    );
  }
  const below = await activeBelowForUpdate(tx, ref.hierarchy, ref.key);
  const ended = { active: false, deactivatedTimestamp: now, deactivatedBy: caller.email };
  const written = await writeRecords(
    tx,
    'evacuations',
    [{ ...ref, record: current }, ...below].map((one) => ({
      kind: 'upsert' as const,
      hierarchy: one.hierarchy,
      key: ref.key,
      eventTime: operation.activatedTimestamp,
      record: { ...one.record, ...ended },
    })),
    now,
  );
  const event = written.find((one) => one.hierarchy === ref.hierarchy);
  return { key: 'EVAC_ACTIVATION_UPDATED', evacuationEvent: event?.image as EvacuationImage };
}

/** The location `hierarchy` and every location below it, parents first. */
async function subtreeLocations(tx: Sql, hierarchy: string): Promise<string[]> {
  const result = await tx.query<{ hierarchy: string }>(
    `SELECT hierarchy FROM locations
      WHERE hierarchy = $1 OR starts_with(hierarchy, $1 || '#') ORDER BY hierarchy`,
    [hierarchy],
  );
  const found = result.rows.map((row) => row.hierarchy);
  // The access policy checked that the target exists; keep it even if the table says otherwise.
  return found.includes(hierarchy) ? found : [hierarchy, ...found];
}

/** The active records below `hierarchy` of the same start (same key), locked for the update. */
async function activeBelowForUpdate(
  tx: Sql,
  hierarchy: string,
  key: string,
): Promise<{ hierarchy: string; record: EvacuationImage }[]> {
  const result = await tx.query<{ hierarchy: string; record: EvacuationImage }>(
    `SELECT hierarchy, record FROM evacuations
      WHERE NOT deleted AND sort_key = $2 AND starts_with(hierarchy, $1 || '#')
        AND (record->>'active')::boolean
      ORDER BY hierarchy FOR UPDATE`,
    [hierarchy, key],
  );
  return result.rows;
}
