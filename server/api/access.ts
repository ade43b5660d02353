import {
  accessRoots as rootsOf,
  expandAllLocations as expandAll,
} from '../../contract/features/locationAccess.ts';
import type {
  LocationAccess,
  ProfileAccessFlags,
  Role,
  SessionUser,
} from '../../contract/session.ts';
import type { Sql } from '../db/database.ts';
import type { ResolvedSession } from './context.ts';

/** The caller as the server's own tables know it: organisation, flags, locations and roles. */
export interface Caller {
  sub: string;
  email: string;
  name: string;
  organisationId: string;
  flags: ProfileAccessFlags;
  /** user_locations rows: each grants its role on that location and every descendant. */
  locations: LocationAccess[];
  /** When the session ends (epoch ms), if the session layer knows it. */
  sessionExpiresAt: number | undefined;
  /** The sign-in session (auth_sessions.id), if the session layer has one. */
  sessionId: string | undefined;
}

/**
 * Reads the caller's organisation, flags and locations from `users` / `user_locations`, never from
 * the session's claims, so a change of access applies at the next call. A session user unknown
 * to the tables has no locations.
 */
export async function loadCaller(sql: Sql, session: ResolvedSession): Promise<Caller> {
  const { user } = session;
  const users = await sql.query<{
    email: string;
    name: string;
    organisation_id: string;
    flags: unknown;
  }>('SELECT email, name, organisation_id, flags FROM users WHERE sub = $1', [user.sub]);
  const row = users.rows[0];
  const locations = row
    ? await sql.query<{ hierarchy: string; role: Role }>(
        'SELECT hierarchy, role FROM user_locations WHERE sub = $1 ORDER BY hierarchy',
        [user.sub],
      )
    : { rows: [] };
  return {
    sub: user.sub,
    email: row?.email ?? user.email,
    name: row?.name ?? user.name,
    organisationId: row?.organisation_id ?? user.organisationId,
    flags: (row?.flags as ProfileAccessFlags | undefined) ?? {},
    locations: locations.rows.map((l) => ({ EntityHierarchy: l.hierarchy, role: l.role })),
    sessionExpiresAt: session.expiresAt,
    sessionId: session.sessionId,
  };
}

/** The caller as a SessionUser, with the locations and flags of the server's tables. */
export function callerAsSessionUser(caller: Caller): SessionUser {
  return {
    sub: caller.sub,
    email: caller.email,
    name: caller.name,
    organisationId: caller.organisationId,
    flags: caller.flags,
    locations: caller.locations,
  };
}

/** The caller's access roots, without any root that lies inside another. */
export function accessRoots(caller: Caller): string[] {
  return rootsOf(caller.locations);
}

/** 'ALL' stands for every location the caller may access (spec/frame.md §3). */
export function expandAllLocations(caller: Caller, hierarchies: readonly string[]): string[] {
  return expandAll(caller.locations, hierarchies);
}
