import type { z } from 'zod';
import {
  EVAC_ACTIVATION_CLOCK_TOLERANCE_MS,
  type evacActivationOperation,
  type evacDeactivationOperation,
} from '../../../contract/evacuation.ts';
import type { evacuationRecord } from '../../../contract/familyRecords.ts';
import { organisationOf } from '../../../contract/hierarchy.ts';
import type { Sql } from '../../db/database.ts';
import type { Caller } from '../access.ts';
import { ApiError, validationFailed } from '../errors.ts';
import { readLiveRecordsForUpdate } from '../records/readRecords.ts';
import { lockChangeFeed, writeRecords } from '../records/writeRecords.ts';

/** Stored images were built by this module's writes. */
type EvacuationImage = z.infer<typeof evacuationRecord>;

export type ActivationAnswer = {
  key: 'EVAC_ACTIVATION_UPDATED' | 'EXISTING_ACTIVE_EVACUATION' | 'EXISTING_ARCHIVED_EVACUATION';
  evacuationEvent: EvacuationImage;
};

/** The server's sort key of an evacuation: its activatedTimestamp as text. */
export const evacuationKey = (activatedTimestamp: number) => String(activatedTimestamp);

/** The initiator is matched by user id exactly or by email ignoring case (src/config/roles.ts). */
export function isInitiator(caller: Caller, initiator: unknown): boolean {
  if (typeof initiator !== 'string' || initiator.trim() === '') return false;
  const value = initiator.trim();
  return value === caller.sub || value.toLowerCase() === caller.email.trim().toLowerCase();
}

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
 * Starts an evacuation at one hierarchy unless one with the same key exists (answered with it:
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
  const [written] = await writeRecords(
    tx,
    'evacuations',
    [
      {
        kind: 'upsert',
        hierarchy: operation.EntityHierarchy,
        key,
        eventTime: operation.activatedTimestamp,
        record: {
          activatedTimestamp: operation.activatedTimestamp,
          active: true,
          initiator: caller.email,
          initiatorName: caller.name,
          notificationType: 'EVACUATION',
          audience: operation.audience,
        },
      },
    ],
    now,
  );
  return { key: 'EVAC_ACTIVATION_UPDATED', evacuationEvent: written?.image as EvacuationImage };
}

/**
 * Ends an active evacuation; only its initiator may (403 otherwise). One that has already ended
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
  if (!isInitiator(caller, current.initiator)) {
    throw new ApiError(
      403,
      'NOT_AUTHORIZED',
      `Only the initiator (${String(current.initiator)}) may end this evacuation`,
    );
  }
  const [written] = await writeRecords(
    tx,
    'evacuations',
    [
      {
        kind: 'upsert',
        ...ref,
        eventTime: operation.activatedTimestamp,
        record: {
          ...current,
          active: false,
          deactivatedTimestamp: now,
          deactivatedBy: caller.email,
        },
      },
    ],
    now,
  );
  return { key: 'EVAC_ACTIVATION_UPDATED', evacuationEvent: written?.image as EvacuationImage };
}
