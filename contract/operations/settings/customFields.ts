import { z } from 'zod';
import {
  CUSTOM_FIELDS_RETRIEVED,
  customField,
  customFieldProcessorRequest,
  customFieldProcessorResponse,
  retrieveCustomFieldsRequest,
} from '../../customFields.ts';
import { defineOperation } from '../defineOperation.ts';

/**
 * Custom fields (workers.md "Custom fields and notifications configuration"; frame.md: Settings
 * is ADMIN only): ADMIN at the location, online only (the server checks the field's version,
 * name and consumers at that moment; administration has no offline need). A non-processed
 * answer is an error (spec/workers.md §8).
 */
const customFieldAdministration = {
  roles: ['ADMIN'],
  accountFlags: [],
  module: null,
  features: [],
  connectivity: 'onlineOnly',
} as const;

export const retrieveCustomFieldsOperation = defineOperation({
  name: 'provisioningOperations/retrieveCustomFields',
  request: retrieveCustomFieldsRequest,
  response: z.object({
    key: z.literal(CUSTOM_FIELDS_RETRIEVED),
    customFields: z.array(customField),
  }),
  mutates: false,
  successKeys: [CUSTOM_FIELDS_RETRIEVED],
  policy: { ...customFieldAdministration, targets: (body) => body.query.hierarchies },
});

export const customFieldProcessorOperation = defineOperation({
  name: 'provisioningOperations/customFieldProcessor',
  request: customFieldProcessorRequest,
  response: customFieldProcessorResponse,
  mutates: true,
  successKeys: ['OPERATION_PROCESSED'],
  policy: { ...customFieldAdministration, targets: (body) => [body.fieldDetails.EntityHierarchy] },
});
