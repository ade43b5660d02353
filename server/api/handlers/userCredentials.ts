import { topicFlagRoots } from '../../broker/credentials.ts';
import { callerAsSessionUser } from '../access.ts';
import { readTenantFlags } from '../locations/tenantFlags.ts';
import type { OperationHandler } from '../operationTypes.ts';

/** When the session layer does not say when the session ends, credentials last this long. */
export const DEFAULT_CREDENTIAL_LIFETIME_MS = 60 * 60 * 1000;

/**
 * The locations and roles this session may use and when it ends (DESIGN.md §3 "Credentials,
 * mapped"): the client shows 'Not Authorized' from it and renews the session in time.
 */
export const retrieveEntityHierarchyAccessCredential: OperationHandler<
  'userOperations/retrieveEntityHierarchyAccessCredential'
> = async ({ caller, now }) => ({
  key: 'CREDENTIAL_RETRIEVED',
  credential: {
    locations: caller.locations,
    expiresAt: caller.sessionExpiresAt ?? now + DEFAULT_CREDENTIAL_LIFETIME_MS,
  },
});

/**
 * The short-lived MQTT subscribe credential. The broker's issuer refuses (403) any topic filter
 * the caller may not read, and names the client id it issues for this session (not the asked one).
 */
export const retrieveSubscribeCredential: OperationHandler<
  'userOperations/retrieveSubscribeCredential'
> = async ({ caller, secret, sql, issueSubscribeCredential }, body) => {
  const credential = await issueSubscribeCredential({
    tenantFlags: await readTenantFlags(
      sql,
      caller.organisationId,
      topicFlagRoots(body.topics, caller.organisationId),
    ),
    secret,
    user: callerAsSessionUser(caller),
    topics: body.topics,
    clientId: body.clientId,
    sessionId: caller.sessionId,
  });
  return { key: 'CREDENTIAL_RETRIEVED', credential };
};
