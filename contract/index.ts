export * from './env.ts';
export * from './evacuation.ts';
export * from './evacuationInitiator.ts';
export * from './evacuationReport.ts';
export * from './events.ts';
export * from './families.ts';
export * from './familyOperations.ts';
export * from './familyRecords.ts';
export * from './features/index.ts';
export * from './hierarchy.ts';
export * from './hierarchyConfig.ts';
export * from './operations.ts';
export * from './policies.ts';
export * from './policyCheck.ts';
export * from './preScreening.ts';
export * from './records.ts';
export * from './resultKeys.ts';
export * from './successKeys.ts';
export * from './retrieval.ts';
export * from './session.ts';
export * from './topics.ts';
export * from './transitions/index.ts';
export * from './workerBiometrics.ts';
export * from './workerCorrections.ts';
export * from './hosts.ts';
export * from './visitorLogUpdates.ts';
export * from './inviteRules.ts';
export * from './invites.ts';
export * from './directory/index.ts';
export * from './parkingBookings.ts';
export * from './resources.ts';
export {
  type AnyOperationDefinition,
  captureVisitorBadgeOperation,
  captureWorkerBadgeOperation,
  DEFINED_OPERATIONS,
  defineOperation,
  deleteLogEntriesOperation,
  markEvacStatusOperation,
  markInviteArrivedOperation,
  OPERATION_DEFINITIONS,
  type OperationCaller,
  type OperationDefinition,
  type RecordRef,
  type RecordWrite,
  recordWriteOf,
  revertInviteArrivalOperation,
  revertSignOutOperation,
  type ServerChecks,
  signOutVisitorsOperation,
  storedSignOutTime,
  updateVisitorAssetSerialOperation,
  updateVisitorCustomFieldOperation,
  updateVisitorIdNumberOperation,
} from './operations/index.ts';
