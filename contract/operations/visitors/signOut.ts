import { z } from 'zod';
import { plausibleTime, timeZone, tzOffset } from '../../input/index.ts';
import { signOutTimeAfter, signOutVisitor } from '../../transitions/visitorLog.ts';
import { visitorKeyRef } from '../../visitorKeys.ts';
import { visitorLogChange } from '../accessRequirements.ts';
import { answeredBy, defineOperation, type RecordImage } from '../defineOperation.ts';
import { visitorTargets } from './visitorTargets.ts';

export const signOutVisitorsRequest = z.object({
  userData: z.array(visitorKeyRef).min(1).max(500),
  /**
   * 'DB' from the dashboard (spec/visitors.md §7); Gatehouse additions: 'KIOSK' the entrance
   * kiosk, 'DEVICE' an integration through the public API (contract/publicApi.ts).
   */
  signOutSource: z.enum(['DB', 'KIOSK', 'DEVICE']),
  evtTimeStampOut: plausibleTime(),
  evtTZOffsetOut: tzOffset(),
  evtTimeZoneOut: timeZone(),
});
export type SignOutVisitorsRequest = z.infer<typeof signOutVisitorsRequest>;

/**
 * The sign-out time stored for a record: never before its sign-in (contract signOutTimeAfter);
 * null when the request's time is too far before it, which the server refuses (400).
 */
export function storedSignOutTime(current: RecordImage | undefined, evtTimeStampOut: number) {
  const signedInAt = current?.evtTimeStamp;
  return typeof signedInAt === 'number'
    ? signOutTimeAfter(signedInAt, evtTimeStampOut)
    : evtTimeStampOut;
}

/**
 * Signs visitors out from the dashboard (spec/visitors.md §7), all or nothing: an unknown record
 * refuses the call. During someone else's evacuation at the visitor's location the server
 * refuses it (its check, contract/evacuationInitiator.ts).
 */
export const signOutVisitorsOperation = defineOperation({
  name: 'visitorLogOperations/signOutVisitors',
  request: signOutVisitorsRequest,
  ...answeredBy('SIGNOUT_SUCCESS'),
  mutates: true,
  policy: {
    ...visitorLogChange,
    targets: (body) => body.userData.map((ref) => ref.EntityHierarchy),
  },
  records: {
    family: 'visitorLog',
    missing: 'refuse',
    targets: (request) => visitorTargets(request.userData),
    apply: (current, _target, { userData, ...out }) =>
      signOutVisitor(current, {
        ...out,
        evtTimeStampOut: storedSignOutTime(current, out.evtTimeStampOut) ?? out.evtTimeStampOut,
      }),
  },
});
