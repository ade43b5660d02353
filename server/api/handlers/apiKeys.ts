import {
  KEY_INSTANCE_OBSOLETE,
  KEY_NOT_FOUND,
  KEY_TYPE_NOT_ALLOWED,
  KEYS_RETRIEVED,
} from '../../../contract/apiKeys.ts';
import { isInSubtree } from '../../../contract/hierarchy.ts';
import {
  asItem,
  insertApiKey,
  newApiKeyValue,
  newKeyId,
  readLiveApiKeyForUpdate,
  readLiveApiKeys,
  revokeApiKey,
  type StoredApiKey,
  updateApiKey,
} from '../../apiKeys/apiKeyStore.ts';
import { type Caller, expandAllLocations } from '../access.ts';
import { ApiError } from '../errors.ts';
import type { OperationHandler } from '../operationTypes.ts';

/** The key types the caller administers (amApiAdminForTypes, spec/workers.md §6). */
function administeredTypes(caller: Caller): readonly string[] {
  return caller.flags.amApiAdminForTypes ?? [];
}

function requireType(caller: Caller, keyType: string): void {
  if (!administeredTypes(caller).includes(keyType)) {
    throw new ApiError(
      403,
      KEY_TYPE_NOT_ALLOWED,
      `Your account does not administer API keys of type ${keyType}`,
    );
  }
}

/**
 * retrieveAPIKeys: the live keys at and below the queried locations, of the types the caller
 * administers (a key of another type is someone else's to see). Role and integrations feature:
 * checked by the access policy.
 */
export const retrieveAPIKeys: OperationHandler<'userOperations/retrieveAPIKeys'> = async (
  { sql, caller },
  { query },
) => {
  const roots = expandAllLocations(caller, query.hierarchies);
  const types = administeredTypes(caller);
  const keys = await readLiveApiKeys(sql, caller.organisationId);
  return {
    key: KEYS_RETRIEVED,
    apiKeyItems: keys
      .filter((key) => types.includes(key.keyType))
      .filter((key) => roots.some((root) => isInSubtree(key.EntityHierarchy, root)))
      .map(asItem),
  };
};

/** A stored key at the request's location whose lmt the caller saw, else the spec's refusals. */
async function keyToChange(
  tx: Parameters<OperationHandler<'userOperations/manageAPIKeys'>>[0]['sql'],
  caller: Caller,
  body: { EntityHierarchy: string; keyId: string; lmt: number },
): Promise<StoredApiKey> {
  const stored = await readLiveApiKeyForUpdate(tx, caller.organisationId, body.keyId);
  if (!stored || stored.EntityHierarchy !== body.EntityHierarchy) {
    throw new ApiError(404, KEY_NOT_FOUND, 'The API key does not exist or has been revoked');
  }
  requireType(caller, stored.keyType);
  if (stored.lmt !== body.lmt) {
    throw new ApiError(409, KEY_INSTANCE_OBSOLETE, 'The API key has changed since it was read');
  }
  return stored;
}

/**
 * manageAPIKeys (spec/workers.md §4, §7): GENERATE_NEW answers the value once (the server keeps
 * its SHA-256 only), UPDATE_EXISTING changes type, description and access, DELETE_EXISTING revokes: the
 * public API refuses the key from that moment. Updates and revocations name the lmt the
 * administrator saw.
 */
export const manageAPIKeys: OperationHandler<'userOperations/manageAPIKeys'> = async (
  { sql, caller, now },
  body,
) => {
  if (body.operation === 'GENERATE_NEW') {
    requireType(caller, body.keyType);
    const keyId = newKeyId();
    const value = newApiKeyValue();
    await insertApiKey(
      sql,
      {
        organisationId: caller.organisationId,
        EntityHierarchy: body.EntityHierarchy,
        keyId,
        keyType: body.keyType,
        description: body.description ?? '',
        access: body.access ?? 'READ',
        createdAt: now,
        createdBy: caller.email,
        lmt: now,
      },
      value,
    );
    return { key: 'OPERATION_PROCESSED', keyId, updatedLmt: now, apiKeyValue: value };
  }
  const stored = await keyToChange(sql, caller, body);
  const updatedLmt = Math.max(now, stored.lmt + 1);
  if (body.operation === 'DELETE_EXISTING') {
    await revokeApiKey(sql, caller.organisationId, stored.keyId, updatedLmt);
  } else {
    requireType(caller, body.keyType);
    await updateApiKey(sql, {
      organisationId: caller.organisationId,
      keyId: stored.keyId,
      keyType: body.keyType,
      description: body.description ?? '',
      access: body.access ?? stored.access,
      lmt: updatedLmt,
    });
  }
  return { key: 'OPERATION_PROCESSED', keyId: stored.keyId, updatedLmt };
};
