import type { SessionUser } from '../../contract/index.ts';
import { SCHEMA_VERSION } from './schema.ts';

/** The cached session's database, kept apart from the per-user one (see database.ts). */
export const SESSION_DATABASE = 'gatehouse-session';
export const SESSION_SCHEMA_VERSION = 1;

/** One database per signed-in user and organisation (DESIGN.md §2.1). */
export function userDatabaseName(user: Pick<SessionUser, 'organisationId' | 'sub'>): string {
  return `gatehouse-${user.organisationId}-${user.sub}`;
}

/** The IndexedDB version Dexie gives a schema version (it multiplies by ten). */
export function nativeVersion(schemaVersion: number): number {
  return Math.round(schemaVersion * 10);
}

/** The native version of the current per-user schema. */
export const USER_DATABASE_VERSION = nativeVersion(SCHEMA_VERSION);
