import { z } from 'zod';
import { generateVisitorAgreementRequest } from '../../visitorLogUpdates.ts';
import { visitorLogChange } from '../accessRequirements.ts';
import { defineOperation } from '../defineOperation.ts';

/**
 * The agreement a visitor signed, as a PDF the server generates on request (spec/visitors.md §7),
 * so online only. The spec shows only `pdfBase64` in the answer; Gatehouse keys it like every
 * answer.
 */
export const generateVisitorAgreementOperation = defineOperation({
  name: 'profileOperations/generateVisitorAgreement',
  request: generateVisitorAgreementRequest,
  response: z.object({ key: z.literal('AGREEMENT_GENERATED'), pdfBase64: z.string().min(1) }),
  mutates: false,
  successKeys: ['AGREEMENT_GENERATED'],
  policy: {
    ...visitorLogChange,
    connectivity: 'onlineOnly',
    targets: (body) => [body.EntityHierarchy],
  },
});
