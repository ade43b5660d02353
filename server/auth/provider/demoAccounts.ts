import { z } from 'zod';
import type { Database } from '../../db/database.ts';

/** A demo account listed on the sign-in page, with its roles read from user_locations. */
export interface DemoAccount {
  email: string;
  name: string;
  description: string;
  roles: string[];
}

const demoUsersModule = z.object({
  DEMO_USERS: z.array(
    z.looseObject({ email: z.string(), name: z.string(), description: z.string().default('') }),
  ),
});

/**
 * The demo users of `server/demo/users.ts` (owned by the demo data, loaded only if present, so
 * a deployment without demo data lists nobody), each with its roles from the database.
 */
export async function loadDemoAccounts(db: Database): Promise<DemoAccount[]> {
  let users: z.infer<typeof demoUsersModule>['DEMO_USERS'];
  try {
    const loaded: unknown = await import(new URL('../../demo/users.ts', import.meta.url).href);
    users = demoUsersModule.parse(loaded).DEMO_USERS;
  } catch {
    return [];
  }
  return withRoles(db, users);
}

export async function withRoles(
  db: Database,
  users: Array<{ email: string; name: string; description: string }>,
): Promise<DemoAccount[]> {
  const { rows } = await db.query<{ email: string; role: string; hierarchy: string }>(
    `SELECT u.email, ul.role, ul.hierarchy FROM users u
       JOIN user_locations ul ON ul.sub = u.sub
      WHERE u.email = ANY($1) ORDER BY ul.hierarchy`,
    [users.map((user) => user.email)],
  );
  return users.map((user) => ({
    email: user.email,
    name: user.name,
    description: user.description,
    roles: rows.filter((row) => row.email === user.email).map((r) => `${r.role} at ${r.hierarchy}`),
  }));
}
