import { msg } from '@lingui/core/macro';
import {
  type CaptureVisitorBadgeNumberRequest,
  captureVisitorBadgeOperation,
  type CustomFieldValue,
  type UpdateAssetSerialNumberRequest,
  type UpdatePersonalIdentificationNrRequest,
  type UpdateVisitorCustomFieldValueRequest,
  updateVisitorAssetSerialOperation,
  updateVisitorCustomFieldOperation,
  updateVisitorIdNumberOperation,
} from '../../../contract/index.ts';
import { definedMutator } from './definedMutator.ts';
import type { VisitorRef } from './visitors.ts';

/**
 * Updates of one visitor log record (spec/visitors.md §2, §7), each offline-capable: the record
 * changes on the device at once by its definition's rule (contract/operations/visitors/) and the
 * request waits in the outbox. A refusal by the server restores the server's version (for a
 * badge: the previous number).
 */

/** The log event a request names (its eventTiming). */
export function eventTimingOf(ref: VisitorRef): VisitorRef {
  return { EntityHierarchy: ref.EntityHierarchy, evtTimeStampProfileID: ref.evtTimeStampProfileID };
}

export type CaptureVisitorBadgeArgs = VisitorRef & { badgeNumber: string };
export type UpdateIdNumberArgs = VisitorRef & { personalIdentificationNr: string };
export type UpdateAssetSerialArgs = VisitorRef & { assetSerialNumber: string };
export type UpdateCustomFieldArgs = VisitorRef & { fieldId: string; value: CustomFieldValue };

/** The record rule is the definition's (contract/operations/visitors/captureBadge.ts). */
export const captureVisitorBadgeNumber = definedMutator<CaptureVisitorBadgeArgs>()(
  captureVisitorBadgeOperation,
  {
    name: 'visitors.captureBadgeNumber',
    label: () => msg`Link a visitor's access card`,
    request: (args): CaptureVisitorBadgeNumberRequest => ({
      eventTiming: eventTimingOf(args),
      badgeNumber: args.badgeNumber.trim(),
    }),
  },
);

/** The record rule is the definition's (contract/operations/visitors/updateIdNumber.ts). */
export const updateVisitorIdNumber = definedMutator<UpdateIdNumberArgs>()(
  updateVisitorIdNumberOperation,
  {
    name: 'visitors.updateIdNumber',
    label: () => msg`Update a visitor's ID number`,
    request: (args): UpdatePersonalIdentificationNrRequest => ({
      idUpdate: { personalIdentificationNr: args.personalIdentificationNr.trim() },
      eventTiming: eventTimingOf(args),
    }),
  },
);

/** The record rule is the definition's (contract/operations/visitors/updateAssetSerial.ts). */
export const updateVisitorAssetSerial = definedMutator<UpdateAssetSerialArgs>()(
  updateVisitorAssetSerialOperation,
  {
    name: 'visitors.updateAssetSerialNumber',
    label: () => msg`Update a visitor's asset serial number`,
    request: (args): UpdateAssetSerialNumberRequest => ({
      assetSerialNumberUpdate: { assetSerialNumber: args.assetSerialNumber.trim() },
      eventTiming: eventTimingOf(args),
    }),
  },
);

/** The record rule is the definition's (contract/operations/visitors/updateCustomField.ts). */
export const updateVisitorCustomField = definedMutator<UpdateCustomFieldArgs>()(
  updateVisitorCustomFieldOperation,
  {
    name: 'visitors.updateCustomField',
    label: () => msg`Update a visitor's custom field`,
    request: (args): UpdateVisitorCustomFieldValueRequest => ({
      eventTiming: eventTimingOf(args),
      customFieldUpdate: {
        fieldId: args.fieldId,
        value: Array.isArray(args.value) ? args.value : args.value.trim(),
      },
    }),
  },
);
