import { z } from 'zod';
import { updateEvacStatusRequest } from '../../evacuation.ts';
import { EVAC_UPDATED } from '../../resultKeys.ts';
import { evacResponseRecords } from '../../transitions/evacuation.ts';
import { createOnce } from '../../transitions/visitorLog.ts';
import { evacuationChange } from '../accessRequirements.ts';
import { defineOperation } from '../defineOperation.ts';

/**
 * SAFE / NOT SAFE marks during an evacuation (workers.md §4, DESIGN.md §2.3): one append-only
 * response per person, each written once (the same mutation sent again changes nothing). Needs
 * amEvacAdmin where evacuation messaging is on, in any role (a marshal on a phone). Which marks
 * an evacuation accepts is the server's check (server/api/evacuation/markAcceptance.ts).
 */
export const markEvacStatusOperation = defineOperation({
  name: 'evacuationOperations/updateEvacStatus',
  request: updateEvacStatusRequest,
  response: z.object({ key: z.literal(EVAC_UPDATED), written: z.number().int().nonnegative() }),
  mutates: true,
  // spec/visitors.md §5: 'Evacuation update failed' unless the answer key is EVAC_UPDATED.
  successKeys: [EVAC_UPDATED],
  policy: {
    ...evacuationChange,
    roles: 'anyRole',
    connectivity: 'offlineCapable',
    targets: (body) => body.evacStatusUpdate.userData.map((person) => person.EntityHierarchy),
    targetsMustExist: true,
  },
  records: {
    family: 'evacResponses',
    missing: 'pass',
    targets: (request, caller) => evacResponseRecords(request.evacStatusUpdate, caller),
    apply: (current, target) =>
      createOnce(current, { ...target.record, EntityHierarchy: target.hierarchy }),
  },
});
