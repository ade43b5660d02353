import { z } from 'zod';
import { identifier, plausibleTime, safeString } from '../../input/index.ts';
import { signedIn } from '../accessRequirements.ts';
import { answeredBy, defineOperation } from '../defineOperation.ts';

/** The organisation user log entry written after sign-in (spec/frame.md §3, §4). */
export const userLoginAuditRequest = z.object({
  OrganizationId: identifier({ max: 100 }),
  evtTimeStamp: plausibleTime(),
  email: safeString({ max: 320, singleLine: true }),
  event: z.literal('USER_LOGIN'),
  terminalId: identifier({ max: 100 }),
  sub: identifier({ max: 255 }),
  MTHA: z.boolean(),
});
export type UserLoginAuditRequest = z.infer<typeof userLoginAuditRequest>;

export const userLoginAuditOperation = defineOperation({
  name: 'userOperations/putUserLoginAudit',
  request: userLoginAuditRequest,
  ...answeredBy('OPERATION_PROCESSED'),
  mutates: true,
  policy: signedIn,
});
