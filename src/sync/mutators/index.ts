import type { MessageDescriptor } from '@lingui/core';
import { deleteDirectoryPeople, saveDirectoryPerson } from './directory.ts';
import { markEvacStatus } from './evacuation.ts';
import { addHost, deleteHost, editHost, resetHostSyncStatus } from './hosts.ts';
import { markInviteArrivedMutator, revertInviteArrivalMutator } from './invites.ts';
import { cancelParkingBooking, checkParkingBooking } from './parking.ts';
import type { MutatorArgs, MutatorRegistry } from './types.ts';
import { defineMutators } from './types.ts';
import {
  captureVisitorBadgeNumber,
  updateVisitorAssetSerial,
  updateVisitorCustomField,
  updateVisitorIdNumber,
} from './visitorLogUpdates.ts';
import {
  deleteVisitorLogEntries,
  revertSignOut,
  signOutManyVisitors,
  signOutVisitors,
} from './visitors.ts';
import {
  addLogComment,
  adjustClockTime,
  captureWorkerBadgeNumber,
  convertClockInToClockOut,
  createClockOut,
  createShiftPair,
} from './workers.ts';

/** Every mutator the app can queue, keyed by its name (the name stored in outbox rows). */
export const MUTATORS = defineMutators([
  signOutVisitors,
  signOutManyVisitors,
  revertSignOut,
  deleteVisitorLogEntries,
  markEvacStatus,
  convertClockInToClockOut,
  adjustClockTime,
  createClockOut,
  createShiftPair,
  addLogComment,
  captureWorkerBadgeNumber,
  addHost,
  editHost,
  deleteHost,
  resetHostSyncStatus,
  captureVisitorBadgeNumber,
  updateVisitorIdNumber,
  updateVisitorAssetSerial,
  updateVisitorCustomField,
  markInviteArrivedMutator,
  revertInviteArrivalMutator,
  saveDirectoryPerson,
  deleteDirectoryPeople,
  checkParkingBooking,
  cancelParkingBooking,
]);
export type MutatorName = keyof typeof MUTATORS;
export type ArgsOf<N extends MutatorName> = MutatorArgs<(typeof MUTATORS)[N]>;

export type { MarkEvacStatusArgs } from './evacuation.ts';
export { markEvacStatus } from './evacuation.ts';
export type { HostKeyArgs, HostWriteArgs } from './hosts.ts';
export type { BookingChangeArgs } from './parking.ts';
export type {
  AnyMutator,
  MutationContext,
  Mutator,
  MutatorArgs,
  MutatorRegistry,
  RecordTarget,
} from './types.ts';
export { defineMutators, mutator } from './types.ts';
export type {
  DeleteEntriesArgs,
  RevertSignOutArgs,
  SignOutArgs,
  SignOutManyArgs,
  VisitorRef,
} from './visitors.ts';
export {
  deleteVisitorLogEntries,
  revertSignOut,
  signOutManyVisitors,
  signOutVisitors,
} from './visitors.ts';
export type {
  AdjustClockTimeArgs,
  CaptureBadgeArgs,
  CorrectionAuthor,
  CreateClockOutArgs,
  CreateShiftPairArgs,
  EventCorrectionArgs,
} from './workers.ts';

const REGISTRY: MutatorRegistry = MUTATORS;

/** What the waiting / not-applied lists call a queued mutation; null for an unknown mutator. */
export function mutationLabel(row: { mutator: string; args: unknown }): MessageDescriptor | null {
  return REGISTRY[row.mutator]?.label(row.args) ?? null;
}

export type { DeletePeopleArgs, SavePersonArgs } from './directory.ts';
export type { InviteArrivalArgs, MarkInviteArrivedArgs } from './invites.ts';
