import { ApiError, notAuthorized } from '../errors.ts';
import type { OperationHandler } from '../operationTypes.ts';

/**
 * Stores the USER_LOGIN entry of the organisation user log. The entry must name the caller and
 * their organisation (a browser cannot write entries for someone else); a repeat of the same
 * entry (the client retries) is stored once.
 */
export const putUserLoginAudit: OperationHandler<'userOperations/putUserLoginAudit'> = async (
  { sql, caller, now },
  entry,
) => {
  if (entry.sub !== caller.sub || entry.OrganizationId !== caller.organisationId) {
    throw notAuthorized();
  }
  if (entry.evtTimeStamp > now + 5 * 60_000) {
    throw new ApiError(400, 'VALIDATION_FAILED', 'evtTimeStamp: must not be in the future');
  }
  await sql.query(
    `INSERT INTO user_log (organisation_id, evt_time, sub, email, event, terminal_id, mtha)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
    [
      entry.OrganizationId,
      entry.evtTimeStamp,
      entry.sub,
      entry.email,
      entry.event,
      entry.terminalId,
      entry.MTHA,
    ],
  );
  return { key: 'OPERATION_PROCESSED' };
};
