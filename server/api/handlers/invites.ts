import { inviteRecord } from '../../../contract/familyRecords.ts';
import { recordWriteOf } from '../../../contract/operations/defineOperation.ts';
import {
  markInviteArrivedOperation,
  revertInviteArrivalOperation,
} from '../../../contract/operations/index.ts';
import { arrivalRefusal, hasArrivalChange } from '../../../contract/transitions/invites.ts';
import {
  arrivalRefused,
  createInvites,
  deleteInvites,
  resendInvites,
  updateInvite,
} from '../invites/inviteWrites.ts';
import {
  arrivalSignIns,
  arrivalSignInKey,
  removeArrivalSignIns,
  signArrivalsIn,
} from '../invites/arrivalSignIn.ts';
import { refuseBlockedVisitors } from '../../blockList/refuseBlockedVisitors.ts';
import { searchHostsAt } from '../invites/hostSearch.ts';
import type { OperationHandler } from '../operationTypes.ts';
import { changedRecords, writeDefinedRecords } from '../records/definedWrite.ts';

/*
 * The invite operations (spec/visitors.md §7). Who may call them (location access, the visitor
 * module, the location's invite features) is the access policy's (contract/policies.ts), checked
 * before these run; the Idempotency-Key answers a repeated request, and an arrival change already
 * applied (same mutation id) is not applied twice either.
 */

/**
 * Marks an invite arrived and signs the visitor in (invites/arrivalSignIn.ts): 404 when it is
 * gone, 409 when it changed or has arrived already, 403 VISITOR_BLOCKED (nothing marked, the
 * match recorded) when the visitor is on the block list.
 */
export const markInviteArrived: OperationHandler<'inviteOperations/markInviteArrived'> = async (
  context,
  body,
) => {
  const { sql, caller, now } = context;
  const write = recordWriteOf(markInviteArrivedOperation);
  const marked = await writeDefinedRecords(sql, write, body, caller, now, (current) => {
    if (!current || hasArrivalChange(current, body.mutationId)) return;
    const refusal = arrivalRefusal(current, 'mark', body);
    if (refusal) throw arrivalRefused(refusal);
  });
  const signIns = arrivalSignIns(changedRecords(marked));
  await refuseBlockedVisitors(context, signIns, 'invite');
  await signArrivalsIn(sql, signIns, now);
  return { key: 'MARK_ARRIVED_SUCCESS' };
};

/**
 * Reverts an arrival marked on the dashboard (409 ARRIVAL_NOT_REVERTIBLE for any other) and
 * removes the sign-in the arrival made.
 */
export const unmarkInviteArrived: OperationHandler<'inviteOperations/unmarkInviteArrived'> = async (
  { sql, caller, now },
  body,
) => {
  const signIns: { hierarchy: string; key: string }[] = [];
  const write = recordWriteOf(revertInviteArrivalOperation);
  await writeDefinedRecords(sql, write, body, caller, now, (current, target) => {
    if (!current || hasArrivalChange(current, body.mutationId)) return;
    const refusal = arrivalRefusal(current, 'unmark', body);
    if (refusal) throw arrivalRefused(refusal);
    const key = arrivalSignInKey(current);
    if (key) signIns.push({ hierarchy: target.hierarchy, key });
  });
  await removeArrivalSignIns(sql, signIns, now);
  return { key: 'UNMARK_ARRIVED_SUCCESS' };
};

export const resendInvite: OperationHandler<'inviteOperations/resendInvite'> = async (
  { sql, now },
  body,
) => resendInvites(sql, body.inviteKey, now);

export const deleteInvite: OperationHandler<'inviteOperations/deleteInvite'> = async (
  { sql, now },
  body,
) => deleteInvites(sql, body.inviteKey, now);

export const upsertDashboardInvites: OperationHandler<
  'inviteOperations/upsertDashboardInvites'
> = async ({ sql, caller, now }, { upsert }) => {
  const images = upsert.create
    ? await createInvites(sql, upsert.create, caller, now)
    : upsert.update
      ? await updateInvite(sql, upsert.update, now)
      : [];
  return { key: 'OPERATION_PROCESSED', items: images.map((image) => inviteRecord.parse(image)) };
};

export const searchHosts: OperationHandler<'searchOperations/searchHosts'> = async (
  { sql },
  body,
) => {
  const hosts = await searchHostsAt(sql, body);
  return {
    key: 'OPERATION_PROCESSED',
    responses: [{ hits: { hits: hosts.map((host) => ({ _source: host })) } }],
  };
};
