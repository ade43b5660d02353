import { ApiError, notAuthorized } from '../errors.ts';
import type { OperationHandler } from '../operationTypes.ts';

/**
 * How far the entry's time may lie from the server's clock. The client writes the entry right
 * after sign-in and retries for about 5 seconds (spec/frame.md §4); the window only allows for a
 * device clock that is a little off. The client's time is kept (not replaced by the server's) so
 * a retry of an entry the server already stored is recognised as the same entry.
 */
export const LOGIN_AUDIT_CLOCK_WINDOW_MS = 5 * 60_000;

/**
 * Stores the USER_LOGIN entry of the organisation user log. Who signed in is the session's user:
 * an entry that names another user, organisation or e-mail is refused, and the e-mail and MTHA
 * flag stored are the server's own. The time must lie within LOGIN_AUDIT_CLOCK_WINDOW_MS of the
 * server's clock. A repeat of the same entry (the client retries) is stored once.
 */
export const putUserLoginAudit: OperationHandler<'userOperations/putUserLoginAudit'> = async (
  { sql, caller, now },
  entry,
) => {
  if (
    entry.sub !== caller.sub ||
    entry.OrganizationId !== caller.organisationId ||
    entry.email.toLowerCase() !== caller.email.toLowerCase()
  ) {
    throw notAuthorized();
  }
  if (Math.abs(entry.evtTimeStamp - now) > LOGIN_AUDIT_CLOCK_WINDOW_MS) {
    throw new ApiError(
      400,
      'VALIDATION_FAILED',
      "evtTimeStamp: must be within 5 minutes of the server's time",
    );
  }
  await sql.query(
    `INSERT INTO user_log (organisation_id, evt_time, sub, email, event, terminal_id, mtha)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
    [
      caller.organisationId,
      entry.evtTimeStamp,
      caller.sub,
      caller.email,
      entry.event,
      entry.terminalId,
      caller.flags.amMTHA === true,
    ],
  );
  return { key: 'OPERATION_PROCESSED' };
};
