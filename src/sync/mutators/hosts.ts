import { msg } from '@lingui/core/macro';
import type { z } from 'zod';
import type { hostRecord } from '../../../contract/familyRecords.ts';
import type { HostUpsert, UpdateHostDirectoryRequest } from '../../../contract/hosts.ts';
import { hostSyncReset, upsertedHost } from '../../../contract/transitions/hosts.ts';
import { type MutationContext, mutator, type RecordTarget } from './types.ts';

/**
 * One host's add, edit, delete and sync reset (spec/visitors.md §2, §4, §5, §7) as offline-capable
 * mutators of directoryOperations/updateHostDirectory: the contract's transitions applied
 * optimistically, the same ones the server runs. The host is already checked and normalised
 * (contract hostUpsert: lower-cased email, international phone) by the page.
 */
type HostRecord = z.infer<typeof hostRecord>;

export interface HostWriteArgs {
  EntityHierarchy: string;
  host: HostUpsert;
}
export interface HostKeyArgs {
  EntityHierarchy: string;
  email: string;
}

const target = (hierarchy: string, email: string): RecordTarget => ({
  table: 'hosts',
  key: [hierarchy, email],
});

/**
 * The next local image: the writer's fields kept, or a new host's (lmt: now, no changeSeq yet).
 * The transitions build it from a checked upsert (contract hostUpsert) or a stored host, so it has
 * the host record's fields without parsing (the mutators load with the engine, zod does not).
 */
function localHost(
  current: HostRecord | undefined,
  hierarchy: string,
  image: Record<string, unknown> | null,
  context: MutationContext,
): HostRecord | null {
  if (image === null) return null;
  return {
    ...image,
    EntityHierarchy: hierarchy,
    lmt: current?.lmt ?? context.clientTime,
    changeSeq: current?.changeSeq ?? 0,
  } as HostRecord;
}

function upsertRequest(args: HostWriteArgs, upsertMode: 'create' | 'update') {
  const body: UpdateHostDirectoryRequest = {
    operations: [{ EntityHierarchy: args.EntityHierarchy, upserts: [args.host], upsertMode }],
  };
  return { operation: 'directoryOperations/updateHostDirectory' as const, body };
}

export const addHost = mutator<HostWriteArgs, HostRecord>()({
  name: 'hosts.add',
  label: () => msg`Add a host`,
  affects: (args) => [target(args.EntityHierarchy, args.host.email)],
  apply: (current, args, context) =>
    localHost(current, args.EntityHierarchy, upsertedHost(current, args.host), context),
  request: (args) => upsertRequest(args, 'create'),
});

export const editHost = mutator<HostWriteArgs, HostRecord>()({
  name: 'hosts.edit',
  label: () => msg`Edit a host`,
  affects: (args) => [target(args.EntityHierarchy, args.host.email)],
  apply: (current, args, context) =>
    current === undefined
      ? null
      : localHost(current, args.EntityHierarchy, upsertedHost(current, args.host), context),
  request: (args) => upsertRequest(args, 'update'),
});

export const deleteHost = mutator<HostKeyArgs, HostRecord>()({
  name: 'hosts.delete',
  label: () => msg`Delete a host`,
  affects: (args) => [target(args.EntityHierarchy, args.email)],
  apply: () => null,
  request: (args) => ({
    operation: 'directoryOperations/updateHostDirectory',
    body: {
      operations: [{ EntityHierarchy: args.EntityHierarchy, deletes: [args.email] }],
    } satisfies UpdateHostDirectoryRequest,
  }),
});

export const resetHostSyncStatus = mutator<HostKeyArgs, HostRecord>()({
  name: 'hosts.resetSyncStatus',
  label: () => msg`Reset a host's sync status`,
  affects: (args) => [target(args.EntityHierarchy, args.email)],
  apply: (current, args, context) =>
    localHost(current, args.EntityHierarchy, hostSyncReset(current), context),
  request: (args) => ({
    operation: 'directoryOperations/updateHostDirectory',
    body: {
      operations: [{ EntityHierarchy: args.EntityHierarchy, resetHostSyncStatus: [args.email] }],
    } satisfies UpdateHostDirectoryRequest,
  }),
});
