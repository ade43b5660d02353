import type { z } from 'zod';
import { revertVisitorSignOut } from '../../transitions/visitorLog.ts';
import { visitorKeyRef } from '../../visitorKeys.ts';
import { visitorLogChange } from '../accessRequirements.ts';
import { answeredBy, defineOperation } from '../defineOperation.ts';
import { visitorTargets } from './visitorTargets.ts';

export const revertSignOutRequest = visitorKeyRef;
export type RevertSignOutRequest = z.infer<typeof revertSignOutRequest>;

/** Undoes a sign-out: the visitor is on site again. An unknown record refuses the call. */
export const revertSignOutOperation = defineOperation({
  name: 'visitorLogOperations/revertSignOut',
  request: revertSignOutRequest,
  ...answeredBy('REVERT_SIGNOUT_SUCCESS'),
  mutates: true,
  policy: { ...visitorLogChange, targets: (body) => [body.EntityHierarchy] },
  records: {
    family: 'visitorLog',
    missing: 'refuse',
    targets: (request) => visitorTargets([request]),
    apply: (current) => revertVisitorSignOut(current),
  },
});
