import type { ProfileAccessFlags, Role, SessionUser } from '../../contract/session.ts';
import type { Sql } from '../db/database.ts';

interface UserRow {
  sub: string;
  email: string;
  name: string;
  organisation_id: string;
  flags: ProfileAccessFlags | null;
  user_hash: string | null;
}

/**
 * The signed-in user as the app sees it, read from the server's own tables on every request:
 * locations and roles from user_locations, account flags from users.flags (plus the identity
 * fields the spec's flags carry: umEmail, umName, amOrganizationId). Null when the user is gone.
 */
export async function loadSessionUser(db: Sql, sub: string): Promise<SessionUser | null> {
  const users = await db.query<UserRow>(
    'SELECT sub, email, name, organisation_id, flags, user_hash FROM users WHERE sub = $1',
    [sub],
  );
  const user = users.rows[0];
  if (!user) return null;
  const locations = await db.query<{ hierarchy: string; role: Role }>(
    'SELECT hierarchy, role FROM user_locations WHERE sub = $1 ORDER BY hierarchy',
    [sub],
  );
  return {
    sub: user.sub,
    email: user.email,
    name: user.name,
    organisationId: user.organisation_id,
    flags: {
      ...(user.flags ?? {}),
      umEmail: user.email,
      umName: user.name,
      amOrganizationId: user.organisation_id,
    },
    locations: locations.rows.map((row) => ({ EntityHierarchy: row.hierarchy, role: row.role })),
    ...(user.user_hash ? { userHash: user.user_hash } : {}),
  };
}
