import { uuidv7 } from 'uuidv7';
import {
  ASYNC_UPSERT_THRESHOLD,
  checkPerson,
  DIRECTORY_FIELDS,
  DIRECTORY_ROWS_INVALID,
  describeRowIssues,
  type DirectoryPersonFields,
  type DirectoryRowOptions,
  directoryDelete,
  directoryPersonInput,
  type FlowTypeRef,
  indexOf,
  normalisePerson,
  OPERATIONS_PROCESSED,
  type RowIssue,
  storedFields,
} from '../../../contract/directory/index.ts';
import { organisationOf } from '../../../contract/hierarchy.ts';
import { startBackgroundJob } from '../directory/backgroundJobs.ts';
import {
  inflateList,
  readDirectory,
  rowOptionsAt,
  type StoredDirectoryPerson,
} from '../directory/directoryStore.ts';
import { enqueueImportJob, runImportJob, THIS_INSTANCE } from '../directory/importJobs.ts';
import { ApiError, validationFailed } from '../errors.ts';
import type { OperationContext, OperationHandler } from '../operationTypes.ts';
import { sameJson } from '../records/modifyRecords.ts';
import {
  lockChangeFeed,
  type RecordUpsert,
  type RecordWrite,
  writeRecords,
} from '../records/writeRecords.ts';

/**
 * `directoryOperations/updateEmployeeDirectory` (spec/workers.md §4 "Directory import flow", §7):
 * one of upserts (with replaceEntityEmployeeList: Replace Directory), deletes,
 * deleteEntityEmployeeList, resetPersonalIdentificationNr or copyFromSourceHierarchy at one
 * location. A replacement is all or nothing: the upload is checked whole first, then its writes
 * and the removal of everyone else of the type go in the request's one transaction (or, when
 * large, in one import job committed with the request). Every person passes the contract's row rules
 * (contract/directory/personRules.ts) against the stored directory of their type and the list
 * before them, as the form and the import check them; a refused upsert list changes nothing
 * (409 DIRECTORY_ROWS_INVALID naming each row and rule). People whose stored image would not
 * change are not rewritten, so a repeated upload writes nothing and sends no events.
 * More than ASYNC_UPSERT_THRESHOLD writes are done by a background job after the answer
 * (`isAsyncProcessing: true`), in chunks that hold the organisation's lock one at a time.
 */
export const updateEmployeeDirectory: OperationHandler<
  'directoryOperations/updateEmployeeDirectory'
> = async (context, { operations }) => {
  const { sql } = context;
  if ('upserts' in operations) {
    const replacing = 'replaceEntityEmployeeList' in operations ? operations : undefined;
    const list = await inflateList(operations.upserts, directoryPersonInput, 'upserts');
    if (replacing) {
      const other = list.findIndex(
        (item) => item.flowTypeRef.flowId !== replacing.destinationFlowTypeRef.flowId,
      );
      if (other >= 0) {
        throw validationFailed(
          `operations.upserts.${other}.flowTypeRef: must be the replaced type ${replacing.destinationFlowTypeRef.flowId}`,
        );
      }
    }
    await lockChangeFeed(sql, [organisationOf(operations.EntityHierarchy)]);
    const writes: RecordWrite[] = [];
    const removals: RecordWrite[] = [];
    const refused: string[] = [];
    for (const [flowId, items] of groupBy(list, (item) => item.flowTypeRef.flowId)) {
      const options = await rowOptionsAt(sql, context.caller, operations.EntityHierarchy, flowId);
      const stored = await readDirectory(sql, operations.EntityHierarchy, flowId);
      const plan = planUpserts(
        operations.EntityHierarchy,
        items.map(({ index, item }) => ({
          index,
          ...(item.ProfileId && !replacing ? { ProfileId: item.ProfileId } : {}),
          person: normalisePerson(item, options.phoneCountry),
          flowTypeRef: item.flowTypeRef,
        })),
        stored,
        options,
        replacing ? 'replace' : 'update',
      );
      writes.push(...plan.writes);
      if (replacing) removals.push(...removalsOf(operations.EntityHierarchy, stored, plan.kept));
      refused.push(
        ...plan.refused.map(({ index, issues }) => `${index}: ${describeRowIssues(issues)}`),
      );
    }
    if (refused.length > 0) {
      throw new ApiError(409, DIRECTORY_ROWS_INVALID, `operations.upserts ${refused.join('; ')}`);
    }
    // Removals last: a background job (a large replacement) writes in chunks, and the directory
    // then grows before it shrinks, never passing through empty.
    return write(
      context,
      [...writes, ...removals],
      replacing ? ['upserted', 'removed'] : ['upserted'],
    );
  }
  if ('deletes' in operations) {
    const list = await inflateList(operations.deletes, directoryDelete, 'deletes');
    const keys = [...new Set(list.map((entry) => entry.ProfileId))];
    return write(
      context,
      keys.map((key) => ({ kind: 'remove', hierarchy: operations.EntityHierarchy, key })),
      ['removed'],
    );
  }
  if ('deleteEntityEmployeeList' in operations) {
    await lockChangeFeed(sql, [organisationOf(operations.EntityHierarchy)]);
    const people = await readDirectory(
      sql,
      operations.EntityHierarchy,
      operations.destinationFlowTypeRef.flowId,
    );
    return write(context, removalsOf(operations.EntityHierarchy, people), ['removed']);
  }
  if ('resetPersonalIdentificationNr' in operations) {
    const { ProfileId, personalIdentificationNr } = operations.resetPersonalIdentificationNr;
    await lockChangeFeed(sql, [organisationOf(operations.EntityHierarchy)]);
    const all = await readDirectory(sql, operations.EntityHierarchy);
    const person = all.find((p) => p.ProfileId === ProfileId);
    if (!person) {
      throw new ApiError(
        404,
        'RECORD_NOT_FOUND',
        `No directory record ${operations.EntityHierarchy} ${ProfileId}`,
      );
    }
    const flowId = person.flowTypeRef?.flowId;
    const sameType = all.filter((p) => p.flowTypeRef?.flowId === flowId);
    const next = { ...person, personalIdentificationNr: personalIdentificationNr.toUpperCase() };
    const owner = indexOf(sameType).ownerOf(
      'personalIdentificationNr',
      next.personalIdentificationNr,
    );
    if (owner !== undefined && owner !== ProfileId) {
      throw new ApiError(
        409,
        DIRECTORY_ROWS_INVALID,
        `operations.resetPersonalIdentificationNr: ${describeRowIssues([{ field: 'personalIdentificationNr', code: 'inUse' }])}`,
      );
    }
    return write(context, [upsertOf(operations.EntityHierarchy, next)], ['upserted']);
  }
  // copyFromSourceHierarchy: the source's people of one type become (or update) the
  // destination's people of another, as an Update Directory import would; rows the destination's
  // rules refuse (a clash, a field it requires) are skipped and counted.
  const destination = operations.destinationHierarchy;
  const organisations = [organisationOf(destination), organisationOf(operations.sourceHierarchy)];
  await lockChangeFeed(sql, organisations);
  const options = await rowOptionsAt(
    sql,
    context.caller,
    destination,
    operations.destinationFlowTypeRef.flowId,
  );
  const source = await readDirectory(
    sql,
    operations.sourceHierarchy,
    operations.sourceFlowTypeRef.flowId,
  );
  const stored = await readDirectory(sql, destination, operations.destinationFlowTypeRef.flowId);
  const plan = planUpserts(
    destination,
    source.map((person, index) => ({
      index,
      person: normalisePerson(
        { ...person, lineManagers: person.lineManagers ?? [], tags: person.tags ?? [] },
        options.phoneCountry,
      ),
      flowTypeRef: operations.destinationFlowTypeRef,
    })),
    stored,
    options,
    'update',
  );
  const answer = await write(context, plan.writes, ['upserted']);
  return { ...answer, skipped: plan.refused.length };
};

interface PlannedPerson {
  index: number;
  ProfileId?: string;
  person: DirectoryPersonFields;
  flowTypeRef: FlowTypeRef;
}

/**
 * The writes of a list of people of one type: each checked against the stored directory and the
 * list before it (an item naming a stored person, by ProfileId or else by person ID, updates
 * them; ID fields of a stored person are not changed this way), unchanged people left out.
 *
 * 'replace' (Replace Directory): the list is checked against itself only, as the import checks it
 * (the stored people it replaces are no clash). Decision: an item with a stored person's person ID
 * still updates that person rather than removing and re-adding them, so they keep their ProfileId
 * (an evacuation's marks and their reference image stay with them); `kept` names those people,
 * and the caller removes the others.
 */
function planUpserts(
  hierarchy: string,
  items: readonly PlannedPerson[],
  stored: readonly StoredDirectoryPerson[],
  options: DirectoryRowOptions,
  mode: 'update' | 'replace',
): {
  writes: RecordUpsert[];
  refused: { index: number; issues: RowIssue[] }[];
  kept: Set<string>;
} {
  const byProfile = new Map(stored.map((p) => [p.ProfileId, p]));
  const byId = new Map(stored.map((p) => [p.personalIdentificationNr, p]));
  const index = mode === 'replace' ? indexOf([]) : indexOf(stored);
  const writes: RecordUpsert[] = [];
  const refused: { index: number; issues: RowIssue[] }[] = [];
  const kept = new Set<string>();
  for (const item of items) {
    const named = item.ProfileId === undefined ? undefined : byProfile.get(item.ProfileId);
    const previous = named ?? byId.get(item.person.personalIdentificationNr);
    const issues = checkPerson(item.person, options, index, previous?.ProfileId);
    if (named && named.personalIdentificationNr !== item.person.personalIdentificationNr) {
      issues.push({ field: 'personalIdentificationNr', code: 'inUse' });
    }
    if (issues.length > 0) {
      refused.push({ index: item.index, issues });
      continue;
    }
    if (previous) {
      index.remove(previous.ProfileId);
      kept.add(previous.ProfileId);
    }
    index.add(`item:${item.index}`, item.person);
    const ProfileId = previous?.ProfileId ?? item.ProfileId ?? uuidv7();
    const record = recordOf(previous, ProfileId, item, options);
    if (previous && sameJson(withoutWriterFields(previous), record)) continue;
    writes.push({ kind: 'upsert', hierarchy, key: ProfileId, eventTime: null, record });
  }
  return { writes, refused, kept };
}

/** The removal of each stored person not in `kept`. */
function removalsOf(
  hierarchy: string,
  people: readonly StoredDirectoryPerson[],
  kept: ReadonlySet<string> = new Set(),
): RecordWrite[] {
  return people
    .filter((person) => !kept.has(person.ProfileId))
    .map((person) => ({ kind: 'remove', hierarchy, key: person.ProfileId }));
}

/** The stored image: the previous record's other fields (a reference image, say) kept. */
function recordOf(
  previous: StoredDirectoryPerson | undefined,
  ProfileId: string,
  item: PlannedPerson,
  options: DirectoryRowOptions,
): Record<string, unknown> {
  const base: Record<string, unknown> = previous ? withoutWriterFields(previous) : {};
  for (const field of DIRECTORY_FIELDS) delete base[field];
  return {
    ...base,
    ProfileId,
    ...storedFields(item.person, options),
    flowTypeRef: item.flowTypeRef,
  };
}

function withoutWriterFields(record: StoredDirectoryPerson): Record<string, unknown> {
  const {
    EntityHierarchy: _h,
    lmt: _l,
    changeSeq: _c,
    ...rest
  } = record as Record<string, unknown>;
  return rest;
}

function upsertOf(hierarchy: string, person: StoredDirectoryPerson): RecordUpsert {
  return {
    kind: 'upsert',
    hierarchy,
    key: person.ProfileId,
    eventTime: null,
    record: withoutWriterFields(person),
  };
}

type Count = 'upserted' | 'removed';

/**
 * Writes in the request's transaction, or, past the threshold, by an import job (importJobs.ts),
 * answering the `counts` asked: people written (changed) and removed.
 */
async function write(context: OperationContext, writes: RecordWrite[], counts: readonly Count[]) {
  const answer = (removed: number, total: number) => {
    const tally: Record<Count, number> = { upserted: total - removed, removed };
    return {
      key: OPERATIONS_PROCESSED,
      ...Object.fromEntries(counts.map((count) => [count, tally[count]])),
    } as { key: typeof OPERATIONS_PROCESSED } & Partial<Record<Count, number>>;
  };
  if (writes.length <= ASYNC_UPSERT_THRESHOLD) {
    const written = await writeRecords(context.sql, 'directory', writes, context.now);
    const removed = written.filter((record) => record.op === 'REMOVE').length;
    return answer(removed, written.length);
  }
  // Kept in the database with the request's commit: if this instance dies, another finishes it.
  const jobId = await enqueueImportJob(context.sql, 'directory', writes, { owner: THIS_INSTANCE });
  context.afterCommit(() =>
    startBackgroundJob('directory upload', async () => {
      await runImportJob(
        context.db,
        { owner: THIS_INSTANCE, onCommitted: context.onCommitted },
        jobId,
      );
    }),
  );
  const removed = writes.filter((entry) => entry.kind === 'remove').length;
  return { ...answer(removed, writes.length), isAsyncProcessing: true };
}

function groupBy<T>(list: readonly T[], keyOf: (item: T) => string) {
  const groups = new Map<string, { index: number; item: T }[]>();
  list.forEach((item, index) => {
    const key = keyOf(item);
    const group = groups.get(key) ?? [];
    group.push({ index, item });
    groups.set(key, group);
  });
  return groups;
}
