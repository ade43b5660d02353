import { z } from 'zod';
import { CURSOR_EXPIRED, type Tombstone, tombstone } from '../../../contract/index.ts';
import type { ApiClient } from '../../api/apiClient.ts';
import { InvalidResponseError, RejectedError } from '../../api/errors.ts';
import type { ScopeRow } from '../../db/database.ts';
import type { SyncedRecord, SyncFamily } from '../families.ts';
import { keyString } from '../rebase.ts';
import { log } from '../../log/consoleOutput.ts';

export type RetrievalAnswer =
  | {
      kind: 'answer';
      items: SyncedRecord[];
      removed: Tombstone[];
      cursor: string;
      /** Keys of dropped invalid items: their local copies are kept, not treated as removed. */
      invalidKeys: string[];
    }
  | { kind: 'cursor-expired' };

/** The envelope is checked strictly; items and tombstones one by one (see below). */
const envelope = z.object({
  key: z.literal('LOG_RETRIEVED'),
  Items: z.array(z.unknown()),
  removed: z.array(z.unknown()).default([]),
  cursor: z.string().regex(/^\d+$/),
});

/**
 * Retrieves a scope's window (in full, or the changes after `changedSince`). Presigned URLs are
 * followed by the API client. An invalid item is dropped with a warning, so one bad record never
 * costs the valid ones.
 */
export async function fetchScope(
  api: ApiClient,
  family: SyncFamily,
  scope: ScopeRow,
  changedSince: string | null,
): Promise<RetrievalAnswer> {
  let json: unknown;
  try {
    json = await api.callRaw(family.retrieval, {
      query: {
        hierarchies: scope.hierarchies,
        beginTime: scope.beginTime,
        endTime: scope.endTime,
        ...(changedSince === null ? {} : { changedSince }),
      },
    });
  } catch (error) {
    if (error instanceof RejectedError && error.key === CURSOR_EXPIRED) {
      return { kind: 'cursor-expired' };
    }
    throw error;
  }
  const parsed = envelope.safeParse(json);
  if (!parsed.success) {
    throw new InvalidResponseError(`Retrieval answer is malformed: ${parsed.error.message}`, 200);
  }
  const items: SyncedRecord[] = [];
  const invalidKeys: string[] = [];
  for (const raw of parsed.data.Items) {
    const item = family.wire.schema.safeParse(raw);
    if (item.success) {
      items.push(item.data as SyncedRecord);
      continue;
    }
    log.warn(`Dropped an invalid ${family.name} record`, item.error.message, raw);
    if (raw && typeof raw === 'object') {
      invalidKeys.push(keyString(family.keyOf(raw as Record<string, unknown>)));
    }
  }
  const removed: Tombstone[] = [];
  for (const raw of parsed.data.removed) {
    const gone = tombstone.safeParse(raw);
    if (gone.success) removed.push(gone.data);
    else log.warn(`Dropped an invalid ${family.name} tombstone`, gone.error.message, raw);
  }
  return { kind: 'answer', items, removed, cursor: parsed.data.cursor, invalidKeys };
}
