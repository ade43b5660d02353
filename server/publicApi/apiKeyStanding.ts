import type { BooleanFeature } from '../../contract/features/features.ts';
import { type FeatureSet, featuresFor } from '../../contract/features/features.ts';
import { hasAccess, roleAt } from '../../contract/features/locationAccess.ts';
import { isInSubtree } from '../../contract/hierarchy.ts';
import type { Caller } from '../api/access.ts';
import type { LocationAccess, ProfileAccessFlags } from '../../contract/session.ts';
import { readTenantFlags } from '../api/locations/tenantFlags.ts';
import type { StoredApiKey } from '../apiKeys/apiKeyStore.ts';
import type { Sql } from '../db/database.ts';

/** The location feature each public log needs on (spec/frame.md §6). */
export const PUBLIC_LOG_FEATURE = {
  visitorLog: 'visitorLog',
  workerLog: 'employeeLog',
  parkingLog: 'parkingLog',
} as const satisfies Record<string, BooleanFeature>;

export type PublicLogFamily = keyof typeof PUBLIC_LOG_FEATURE;

/** The key's creator as the server's tables know them today. */
export interface KeyCreator {
  flags: ProfileAccessFlags;
  locations: LocationAccess[];
}

/**
 * The key's creator (api_keys.created_by is their e-mail) in the key's organisation, when they
 * still may administer keys of its type at its location: a user of the organisation, ADMIN there
 * (their grant on it or its closest ancestor) and amApiAdminForTypes listing the type. Otherwise
 * null: the key stops working when its creator is removed, moved or demoted, and works again if
 * that access comes back (a key is never more than its creator could authorise today).
 */
export async function keyCreatorInStanding(
  sql: Sql,
  key: StoredApiKey,
): Promise<KeyCreator | null> {
  const users = await sql.query<{ sub: string; flags: ProfileAccessFlags | null }>(
    'SELECT sub, flags FROM users WHERE organisation_id = $1 AND email = $2',
    [key.organisationId, key.createdBy],
  );
  const user = users.rows[0];
  if (!user) return null;
  const grants = await sql.query<{ hierarchy: string; role: LocationAccess['role'] }>(
    'SELECT hierarchy, role FROM user_locations WHERE sub = $1',
    [user.sub],
  );
  const creator: KeyCreator = {
    flags: user.flags ?? {},
    locations: grants.rows.map((row) => ({ EntityHierarchy: row.hierarchy, role: row.role })),
  };
  const standing =
    hasAccess(creator.locations, key.EntityHierarchy) &&
    roleAt(creator.locations, key.EntityHierarchy) === 'ADMIN' &&
    (creator.flags.amApiAdminForTypes ?? []).includes(key.keyType);
  return standing ? creator : null;
}

/**
 * The feature set at a location of the key's subtree as the creator's role and account flags
 * there see it (featuresFor: the tenant flags, the module-disable flags, the role rules).
 */
export async function creatorFeatures(
  sql: Sql,
  key: StoredApiKey,
  creator: KeyCreator,
): Promise<(location: string) => FeatureSet> {
  const tenantFlags = await readTenantFlags(sql, key.organisationId, [key.EntityHierarchy]);
  const cache = new Map<string, FeatureSet>();
  return (location) => {
    let features = cache.get(location);
    if (!features) {
      features = featuresFor({
        tenantFlags,
        location,
        role: roleAt(creator.locations, location),
        flags: creator.flags,
      });
      cache.set(location, features);
    }
    return features;
  };
}

/**
 * The key as the caller of a write (server/api/runOperation.ts): its creator's account flags and
 * roles, limited to the key's location subtree (the creator's role at the key's location, and
 * any grant of theirs below it), so a key never writes where it could not read. The idempotency
 * scope and `sub` are the key's own.
 */
export function keyCaller(key: StoredApiKey, creator: KeyCreator): Caller {
  const below = creator.locations.filter(
    (grant) =>
      grant.EntityHierarchy !== key.EntityHierarchy &&
      isInSubtree(grant.EntityHierarchy, key.EntityHierarchy),
  );
  return {
    sub: `apikey:${key.keyId}`,
    email: key.createdBy,
    name: key.description || `API key ${key.keyPreview}`,
    organisationId: key.organisationId,
    flags: creator.flags,
    locations: [
      {
        EntityHierarchy: key.EntityHierarchy,
        role: roleAt(creator.locations, key.EntityHierarchy),
      },
      ...below,
    ],
    sessionExpiresAt: undefined,
    sessionId: undefined,
  };
}
