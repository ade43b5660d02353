import {
  USER_LOG_PAGE_SIZE,
  USER_LOG_RETRIEVED,
  type UserLogEntry,
} from '../../../contract/resources.ts';
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
 * retrieveUserLoginAudit: the caller's own organisation's user log, newest first, a page at a
 * time (`before` the previous page's last entry), optionally narrowed by an e-mail or terminal
 * substring. ADMIN at every location of the caller's access: checked by the access policy.
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
