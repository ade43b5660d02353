import type { OperationHandlers } from '../operationTypes.ts';
import { manageAPIKeys, retrieveAPIKeys } from './apiKeys.ts';
import { blockListProcessor, retrieveBlockList } from './blockList.ts';
import { customFieldProcessor, retrieveCustomFields } from './customFields.ts';
import { customNotificationProcessor, retrieveCustomNotifications } from './customNotifications.ts';
import { recordClockEvent, recordParkingEvent, recordPreScreening } from './deviceEvents.ts';
import { updateEmployeeDirectory } from './directory.ts';
import { updateEvacActivation, updateEvacStatus } from './evacuation.ts';
import { retrieveHierarchyConfiguration } from './hierarchyConfiguration.ts';
import { updateHostDirectory } from './hostDirectory.ts';
import {
  deleteInvite,
  markInviteArrived,
  resendInvite,
  searchHosts,
  unmarkInviteArrived,
  upsertDashboardInvites,
} from './invites.ts';
import {
  captureInductionCompletion,
  retrieveInductionConfiguration,
  saveInductionConfiguration,
  saveInductionVideo,
} from './induction.ts';
import { retrieveLocationSettings, saveLocationSettings } from './locationSettings.ts';
import { processParkingBooking } from './parkingBookings.ts';
import { preScreeningAdminResetFailedScreening } from './preScreening.ts';
import { RETRIEVAL_HANDLERS } from './retrievalOperations.ts';
import {
  retrieveEntityHierarchyAccessCredential,
  retrieveSubscribeCredential,
} from './userCredentials.ts';
import { putUserLoginAudit } from './userLoginAudit.ts';
import { retrieveUserLoginAudit } from './userLoginAuditRead.ts';
import { manageDevices } from './resources.ts';
import { deleteLogEntries, revertSignOut, signInVisitor, signOutVisitors } from './visitorLog.ts';
import {
  captureVisitorBadgeNumber,
  generateVisitorAgreement,
  setInductionCompleteInScreeningRoom,
  updateAssetSerialNumber,
  updatePersonalIdentificationNr,
  updateVisitorCustomFieldValue,
} from './visitorLogUpdates.ts';
import {
  acceptLogImage,
  captureWorkerBadgeNumber,
  rejectLogImage,
  removeReferenceImage,
} from './workerBiometrics.ts';
import {
  addLogComment,
  adjustClockTime,
  convertClockInToClockOut,
  createClockOut,
  createShiftPair,
} from './workerCorrections.ts';

/** One handler per entry of contract/operations.ts OPERATIONS (the compiler checks the set). */
export const OPERATION_HANDLERS: OperationHandlers = {
  'hierarchyOperations/retrieveHierarchyConfiguration': retrieveHierarchyConfiguration,
  'userOperations/retrieveSubscribeCredential': retrieveSubscribeCredential,
  'userOperations/retrieveEntityHierarchyAccessCredential': retrieveEntityHierarchyAccessCredential,
  'userOperations/putUserLoginAudit': putUserLoginAudit,
  ...RETRIEVAL_HANDLERS,
  'visitorLogOperations/signOutVisitors': signOutVisitors,
  'visitorLogOperations/revertSignOut': revertSignOut,
  'visitorLogOperations/deleteLogEntries': deleteLogEntries,
  'visitorLogOperations/signInVisitor': signInVisitor,
  'evacuationOperations/updateEvacStatus': updateEvacStatus,
  'evacuationOperations/updateEvacActivation': updateEvacActivation,
  'workerLogOperations/convertClockInToClockOut': convertClockInToClockOut,
  'workerLogOperations/adjustClockTime': adjustClockTime,
  'workerLogOperations/createClockOut': createClockOut,
  'workerLogOperations/createShiftPair': createShiftPair,
  'workerLogOperations/addLogComment': addLogComment,
  'workerLogOperations/captureWorkerBadgeNumber': captureWorkerBadgeNumber,
  'workerLogOperations/recordClockEvent': recordClockEvent,
  'preScreeningOperations/recordPreScreening': recordPreScreening,
  'workerBiometricOperations/acceptLogImage': acceptLogImage,
  'workerBiometricOperations/rejectLogImage': rejectLogImage,
  'workerBiometricOperations/removeReferenceImage': removeReferenceImage,
  'preScreeningOperations/preScreeningAdminResetFailedScreening':
    preScreeningAdminResetFailedScreening,
  'userOperations/retrieveAPIKeys': retrieveAPIKeys,
  'userOperations/manageAPIKeys': manageAPIKeys,
  'directoryOperations/updateHostDirectory': updateHostDirectory,
  'visitorLogOperations/captureVisitorBadgeNumber': captureVisitorBadgeNumber,
  'visitorLogOperations/updatePersonalIdentificationNr': updatePersonalIdentificationNr,
  'visitorLogOperations/updateAssetSerialNumber': updateAssetSerialNumber,
  'visitorLogOperations/updateVisitorCustomFieldValue': updateVisitorCustomFieldValue,
  'visitorLogOperations/setInductionCompleteInScreeningRoom': setInductionCompleteInScreeningRoom,
  'profileOperations/generateVisitorAgreement': generateVisitorAgreement,
  'inviteOperations/markInviteArrived': markInviteArrived,
  'inviteOperations/unmarkInviteArrived': unmarkInviteArrived,
  'inviteOperations/resendInvite': resendInvite,
  'inviteOperations/deleteInvite': deleteInvite,
  'inviteOperations/upsertDashboardInvites': upsertDashboardInvites,
  'searchOperations/searchHosts': searchHosts,
  'inductionOperations/retrieveInductionConfiguration': retrieveInductionConfiguration,
  'inductionOperations/saveInductionConfiguration': saveInductionConfiguration,
  'inductionOperations/saveInductionVideo': saveInductionVideo,
  'inductionOperations/captureInductionCompletion': captureInductionCompletion,
  'directoryOperations/updateEmployeeDirectory': updateEmployeeDirectory,
  'parkingOperations/processParkingBooking': processParkingBooking,
  'parkingOperations/recordParkingEvent': recordParkingEvent,
  'provisioningOperations/retrieveCustomFields': retrieveCustomFields,
  'provisioningOperations/customFieldProcessor': customFieldProcessor,
  'provisioningOperations/retrieveCustomNotifications': retrieveCustomNotifications,
  'provisioningOperations/customNotificationProcessor': customNotificationProcessor,
  'configurationOperations/retrieveLocationSettings': retrieveLocationSettings,
  'configurationOperations/saveLocationSettings': saveLocationSettings,
  'resourceOperations/manageDevices': manageDevices,
  'userOperations/retrieveUserLoginAudit': retrieveUserLoginAudit,
  'blocklistOperations/retrieveBlockList': retrieveBlockList,
  'blocklistOperations/blockListProcessor': blockListProcessor,
};
