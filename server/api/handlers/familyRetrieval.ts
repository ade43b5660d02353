import type { FamilyName } from '../../../contract/families.ts';
import { storeBlob } from '../../blobs/blobStore.ts';
import { expandAllLocations } from '../access.ts';
import type { OperationContext, OperationHandler } from '../operationTypes.ts';
import { readableFilter } from '../policy/readableLocations.ts';
import { asCallerMayRead } from '../records/hostRollCallView.ts';
import { readRecordWindow, type WindowQuery } from '../records/readRecords.ts';
import type { RetrievalOperationName } from './retrievalOperations.ts';

/** The query fields every retrieval shares (contract/retrieval.ts), plus its own extras. */
interface RetrievalBody {
  query: {
    hierarchies: string[];
    beginTime: number;
    endTime: number;
    changedSince?: string | undefined;
  } & Record<string, unknown>;
}

export interface LogAnswer {
  key: 'LOG_RETRIEVED';
  Items: Record<string, unknown>[];
  removed: { EntityHierarchy: string; key: string; changeSeq: number }[];
  cursor: string;
}

/** A LogAnswer with the lists an operation adds (activeEvacuations, logItems, ...). */
export type ShapedAnswer = LogAnswer & Record<string, unknown>;

export interface FamilyRetrievalOptions<N extends RetrievalOperationName> {
  /** The operation: its policy's read features decide which locations' records are answered. */
  operation: N;
  family: FamilyName;
  /** A filter on a record field taken from the query (e.g. bookingTypes). */
  match?: (query: RetrievalBody['query']) => WindowQuery['match'];
  /** Orders the items or adds lists to the answer (evacuation log and responses). */
  shape?: (answer: LogAnswer) => ShapedAnswer;
}

/**
 * The one retrieval handler of every record family: records of the given subtrees (and time
 * window, when the family has a time field). With `changedSince`: only what changed after that
 * cursor, removals as tombstones; a cursor this database never issued answers CURSOR_EXPIRED (the
 * client reloads the scope in full). An answer larger than the threshold is stored as a blob and
 * answered with a presigned URL (ASYNC_RESPONSE_PAYLOAD).
 */
export function familyRetrieval<N extends RetrievalOperationName>(
  options: FamilyRetrievalOptions<N>,
): OperationHandler<N> {
  const handler = async (context: OperationContext, { query }: RetrievalBody) => {
    const { caller } = context;
    // Location access and module-disable flags: checked by the access policy before this runs.
    const hierarchies = expandAllLocations(caller, query.hierarchies);
    const readable = await readableFilter(
      context.sql,
      caller,
      options.operation,
      hierarchies,
      context.checkedFlags,
    );
    const changedSince = query.changedSince === undefined ? undefined : Number(query.changedSince);
    const match = options.match?.(query);
    const window = await readRecordWindow(context.sql, options.family, {
      hierarchies,
      beginTime: query.beginTime,
      endTime: query.endTime,
      ...(changedSince === undefined ? {} : { changedSince }),
      ...(match ? { match } : {}),
      readable,
    });
    if (changedSince !== undefined && changedSince > Number(window.cursor)) {
      // A cursor from the future (another database, or one that was reset): reload in full.
      return { key: 'CURSOR_EXPIRED' as const };
    }
    const logAnswer: LogAnswer = {
      key: 'LOG_RETRIEVED',
      // Stored images were built by the write path from validated requests; a HOST marshal gets
      // the roll call's view of them.
      Items: await asCallerMayRead(context.sql, caller, options.family, window.items),
      removed: window.removed,
      cursor: window.cursor,
    };
    const answer = options.shape ? options.shape(logAnswer) : logAnswer;
    const json = JSON.stringify(answer);
    if (Buffer.byteLength(json) <= context.asyncPayloadThresholdBytes) return answer;
    const url = await storeBlob(context.db, context.secret, json, context.now);
    return { key: 'ASYNC_RESPONSE_PAYLOAD' as const, s3PresignedURL: url };
  };
  // The request was validated against the operation's schema; the answer has its response shape
  // (tests check every answer against the contract).
  return handler as unknown as OperationHandler<N>;
}
