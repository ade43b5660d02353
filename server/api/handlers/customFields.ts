import {
  CUSTOM_FIELD_ERRORS,
  type CustomFieldErrorKey,
} from '../../../contract/customFieldErrors.ts';
import type { CustomField, DropDownItemInput } from '../../../contract/customFields.ts';
import { CUSTOM_FIELDS_RETRIEVED } from '../../../contract/customFields.ts';
import {
  newFieldId,
  readCustomFieldForUpdate,
  readLiveCustomFields,
  readLiveFieldNamed,
  writeCustomField,
} from '../../customFields/customFieldStore.ts';
import type { Sql } from '../../db/database.ts';
import { announceConfigurationChange } from '../../locationSettings/settingsStore.ts';
import { expandAllLocations } from '../access.ts';
import { ApiError } from '../errors.ts';
import type { OperationHandler } from '../operationTypes.ts';

function refuse(key: CustomFieldErrorKey, status = 409): never {
  throw new ApiError(status, key, CUSTOM_FIELD_ERRORS[key]);
}

/** retrieveCustomFields: the fields that are not deleted at and below the queried locations. */
export const retrieveCustomFields: OperationHandler<
  'provisioningOperations/retrieveCustomFields'
> = async ({ sql, caller }, { query }) => ({
  key: CUSTOM_FIELDS_RETRIEVED,
  customFields: await readLiveCustomFields(sql, expandAllLocations(caller, query.hierarchies)),
});

function itemsOf(fieldId: string, items: readonly DropDownItemInput[]) {
  return items.map((item) => ({
    itemId: item.itemId,
    optionTextId: `customField.${fieldId}.${item.itemId}`,
    optionText: item.optionText,
  }));
}

/** A live field of the same name at the location refuses the name (spec §8's two keys). */
async function requireFreeName(tx: Sql, hierarchy: string, name: string, exceptId?: string) {
  const same = await readLiveFieldNamed(tx, hierarchy, name, exceptId);
  if (same) refuse(same.disabled ? 'DUPLICATE_DISABLED_FIELD' : 'DUPLICATE_ACTIVE_FIELD');
}

/** The stored field the request names, as the administrator saw it (its lmt). */
async function fieldToChange(
  tx: Sql,
  ref: { EntityHierarchy: string; fieldId: string; lmt: number },
): Promise<CustomField> {
  const stored = await readCustomFieldForUpdate(tx, ref.EntityHierarchy, ref.fieldId);
  if (!stored || stored.deleted) refuse('EDIT_NON_EXISTING_FIELD', 404);
  if (stored.lmt !== ref.lmt) refuse('FIELD_INSTANCE_OBSOLETE');
  return stored;
}

/**
 * A change of a consumed field's definition (edit, delete) must say `unlock`; an unlock of a
 * field nothing consumes is refused too (the administrator's picture of it is outdated).
 */
function requireUnlockAgreement(stored: CustomField, unlock: boolean): void {
  const consumed = stored.consumers.length > 0;
  if (consumed && !unlock) refuse('CONSUMED_FIELD_CHANGE_WITHOUT_UNLOCK');
  if (!consumed && unlock) refuse('NO_CONSUMERS_FOUND');
}

function sameDefinition(a: CustomField, b: CustomField): boolean {
  return (
    a.fieldName === b.fieldName &&
    a.inputType === b.inputType &&
    JSON.stringify(a.staticDropDownListItems) === JSON.stringify(b.staticDropDownListItems)
  );
}

type ParsedRequest = Parameters<OperationHandler<'provisioningOperations/customFieldProcessor'>>[1];

async function changedField(
  tx: Sql,
  request: Exclude<ParsedRequest, { operation: 'addField' }>,
  lmt: (stored: CustomField) => number,
): Promise<CustomField> {
  const stored = await fieldToChange(tx, request.fieldDetails);
  const next = { ...stored, lmt: lmt(stored) };
  switch (request.operation) {
    case 'enableField':
    case 'disableField': {
      const disabled = request.operation === 'disableField';
      if (stored.disabled === disabled) refuse('NO_UPDATE_RECEIVED');
      return { ...next, disabled };
    }
    case 'deleteField':
      requireUnlockAgreement(stored, request.fieldDetails.unlock);
      return { ...next, deleted: true };
    case 'editField': {
      const details = request.fieldDetails;
      const edited: CustomField = {
        ...next,
        fieldName: details.fieldName,
        inputType: details.inputType,
        staticDropDownListItems: itemsOf(stored.fieldId, details.staticDropDownListItems),
      };
      if (sameDefinition(stored, edited)) refuse('NO_UPDATE_RECEIVED');
      requireUnlockAgreement(stored, details.unlock);
      if (edited.fieldName.toLowerCase() !== stored.fieldName.toLowerCase()) {
        await requireFreeName(tx, stored.EntityHierarchy, edited.fieldName, stored.fieldId);
      }
      return edited;
    }
  }
}

/**
 * customFieldProcessor (spec/workers.md §4, §7, §8): addField, editField, deleteField,
 * enableField, disableField. Every change but an add names the field's lmt as the administrator
 * saw it; a refusal answers the catalogue's key (contract/customFieldErrors.ts).
 */
export const customFieldProcessor: OperationHandler<
  'provisioningOperations/customFieldProcessor'
> = async ({ sql, now }, request: ParsedRequest) => {
  let field: CustomField;
  if (request.operation === 'addField') {
    const details = request.fieldDetails;
    await requireFreeName(sql, details.EntityHierarchy, details.fieldName);
    const fieldId = newFieldId();
    field = {
      EntityHierarchy: details.EntityHierarchy,
      fieldId,
      fieldName: details.fieldName,
      inputType: details.inputType,
      staticDropDownListItems: itemsOf(fieldId, details.staticDropDownListItems),
      disabled: false,
      deleted: false,
      consumers: [],
      lmt: now,
    };
  } else {
    field = await changedField(sql, request, (stored) => Math.max(now, stored.lmt + 1));
  }
  await writeCustomField(sql, field);
  await announceConfigurationChange(sql, field.EntityHierarchy, 'customFields', field.lmt);
  return { key: 'OPERATION_PROCESSED', fieldResult: field };
};
