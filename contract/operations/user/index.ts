import { subscribeCredentialOperation, accessCredentialOperation } from './credentials.ts';
import { userLoginAuditOperation } from './loginAudit.ts';

/** The user area's operations (listed in DEFINED_OPERATIONS). */
export const USER_OPERATIONS = [
  subscribeCredentialOperation,
  accessCredentialOperation,
  userLoginAuditOperation,
] as const;

export * from './credentials.ts';
export * from './loginAudit.ts';
