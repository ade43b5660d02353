import type { OperationHandlers } from '../operationTypes.ts';
import { retrieveHierarchyConfiguration } from './hierarchyConfiguration.ts';
import {
  retrieveEntityHierarchyAccessCredential,
  retrieveSubscribeCredential,
} from './userCredentials.ts';
import { retrieveVisitorLog, revertSignOut, signInVisitor, signOutVisitors } from './visitorLog.ts';

/** One handler per entry of contract/operations.ts OPERATIONS (the compiler checks the set). */
export const OPERATION_HANDLERS: OperationHandlers = {
  'hierarchyOperations/retrieveHierarchyConfiguration': retrieveHierarchyConfiguration,
  'userOperations/retrieveSubscribeCredential': retrieveSubscribeCredential,
  'userOperations/retrieveEntityHierarchyAccessCredential': retrieveEntityHierarchyAccessCredential,
  'visitorLogOperations/retrieveVisitorLog': retrieveVisitorLog,
  'visitorLogOperations/signOutVisitors': signOutVisitors,
  'visitorLogOperations/revertSignOut': revertSignOut,
  'visitorLogOperations/signInVisitor': signInVisitor,
};
