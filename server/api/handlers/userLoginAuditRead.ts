import {
  USER_LOG_PAGE_SIZE,
  USER_LOG_RETRIEVED,
  type UserLogEntry,
} from '../../../contract/resources.ts';
import type { Caller } from '../access.ts';
import type { OperationHandler } from '../operationTypes.ts';

/** The open end of the user log's range (spec/frame.md §7: 0 to 9999999999999). */
const USER_LOG_END = 9_999_999_999_999;

interface UserLogRow {
  evt_time: string | number;
  email: string;
  terminal_id: string;
  event: string;
  sub: string;
}

/**
 * The condition on a user_log row (`sub`) that keeps it to the caller's audit scope, or null when
 * the caller sees the whole organisation. An ADMIN granted the organisation's root sees every
 * entry of it (also of users since removed or without access). Any other ADMIN sees the entries
 * of users who have access and whose every location the caller administers: the caller's grant
 * closest to that location (the location itself or its nearest granted ancestor) is ADMIN. So a
 * regional ADMIN sees the sign-ins of their region's people, not those of someone who also works
 * elsewhere or for the whole organisation. Scope follows today's access, not the access at
 * sign-in.
 */
function auditScope(caller: Caller, param: (value: unknown) => string): string | null {
  const atRoot = caller.locations.find((grant) => grant.EntityHierarchy === caller.organisationId);
  if (atRoot?.role === 'ADMIN') return null;
  const keys = param(caller.locations.map((grant) => grant.EntityHierarchy));
  const roles = param(caller.locations.map((grant) => grant.role));
  const closestRole = `(SELECT grant_role FROM unnest(${keys}::text[], ${roles}::text[])
      AS caller_grant(grant_key, grant_role)
      WHERE ul.hierarchy = grant_key OR starts_with(ul.hierarchy, grant_key || '#')
      ORDER BY length(grant_key) DESC LIMIT 1)`;
  return `EXISTS (SELECT 1 FROM user_locations ul WHERE ul.sub = user_log.sub)
    AND NOT EXISTS (SELECT 1 FROM user_locations ul
      WHERE ul.sub = user_log.sub AND ${closestRole} IS DISTINCT FROM 'ADMIN')`;
}

/**
 * retrieveUserLoginAudit: the caller's own organisation's user log within the caller's audit
 * scope (auditScope), newest first, a page at a time (`before` the previous page's last entry),
 * optionally narrowed by an e-mail or terminal substring. ADMIN at every location of the
 * caller's access: checked by the access policy.
 */
export const retrieveUserLoginAudit: OperationHandler<
  'userOperations/retrieveUserLoginAudit'
> = async ({ sql, caller }, { query }) => {
  const limit = query.limit ?? USER_LOG_PAGE_SIZE;
  const params: unknown[] = [
    caller.organisationId,
    query.beginTime ?? 0,
    query.endTime ?? USER_LOG_END,
  ];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions = ['organisation_id = $1', 'evt_time BETWEEN $2 AND $3'];
  const scope = auditScope(caller, param);
  if (scope) conditions.push(scope);
  if (query.before) {
    conditions.push(
      `(evt_time, sub) < (${param(query.before.evtTimeStamp)}::bigint, ${param(query.before.sub)}::text)`,
    );
  }
  const search = query.search?.trim().toLowerCase();
  if (search) {
    const pattern = param(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    conditions.push(`(lower(email) LIKE ${pattern} OR lower(terminal_id) LIKE ${pattern})`);
  }
  const result = await sql.query<UserLogRow>(
    `SELECT evt_time, email, terminal_id, event, sub FROM user_log
      WHERE ${conditions.join(' AND ')}
      ORDER BY evt_time DESC, sub DESC LIMIT ${param(limit + 1)}`,
    params,
  );
  const entries: UserLogEntry[] = result.rows.slice(0, limit).map((row) => ({
    evtTimeStamp: Number(row.evt_time),
    userEmail: row.email,
    userTerminalId: row.terminal_id,
    event: row.event,
    sub: row.sub,
  }));
  const last = entries.at(-1);
  return {
    key: USER_LOG_RETRIEVED,
    entries,
    ...(result.rows.length > limit && last
      ? { next: { evtTimeStamp: last.evtTimeStamp, sub: last.sub } }
      : {}),
  };
};
