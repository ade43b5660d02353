import { describe, expect, it } from 'vitest';
import {
  CUSTOM_FIELD_ERRORS,
  customFieldErrorMessage,
  isCustomFieldErrorKey,
  needsFieldRefresh,
  OPERATION_FAILED,
} from './customFieldErrors.ts';
import { customFieldProcessorRequest } from './customFields.ts';

describe('custom field error keys', () => {
  it("gives the spec's message for each key, verbatim", () => {
    expect(customFieldErrorMessage('DUPLICATE_DISABLED_FIELD')).toBe(
      'There is an existing disabled field with this field name, delete or re-enable the existing field to continue.',
    );
    expect(customFieldErrorMessage('DUPLICATE_ACTIVE_FIELD')).toBe('The field already exists.');
    expect(customFieldErrorMessage('FIELD_INSTANCE_OBSOLETE')).toBe(
      'The field has changed since last operation.',
    );
    expect(customFieldErrorMessage('CONSUMED_FIELD_CHANGE_WITHOUT_UNLOCK')).toBe(
      'The field has been consumed since last operation.',
    );
    expect(customFieldErrorMessage('EDIT_NON_EXISTING_FIELD')).toBe(
      'The field has been delete since last operation.',
    );
    expect(customFieldErrorMessage('NO_UPDATE_RECEIVED')).toBe('Nothing has changed.');
    expect(customFieldErrorMessage('NO_CONSUMERS_FOUND')).toBe(
      'The field was unlocked but not consumed by any flows or notifications.',
    );
    expect(Object.keys(CUSTOM_FIELD_ERRORS)).toHaveLength(7);
  });

  it("shows any other key as is, and 'The operation failed' without a key", () => {
    expect(customFieldErrorMessage('SOMETHING_ELSE')).toBe('SOMETHING_ELSE');
    expect(customFieldErrorMessage('toString')).toBe('toString');
    expect(isCustomFieldErrorKey('toString')).toBe(false);
    expect(customFieldErrorMessage(undefined)).toBe(OPERATION_FAILED);
    expect(customFieldErrorMessage('')).toBe('The operation failed');
  });

  it('passes known keys through the translation', () => {
    expect(customFieldErrorMessage('NO_UPDATE_RECEIVED', (key) => `[${key}]`)).toBe(
      '[NO_UPDATE_RECEIVED]',
    );
    expect(customFieldErrorMessage('OTHER', (key) => `[${key}]`)).toBe('OTHER');
  });

  it('opens the Refresh Fields modal for exactly the four outdated-list keys', () => {
    const refreshing = Object.keys(CUSTOM_FIELD_ERRORS).filter((key) => needsFieldRefresh(key));
    expect(refreshing.sort()).toEqual([
      'CONSUMED_FIELD_CHANGE_WITHOUT_UNLOCK',
      'EDIT_NON_EXISTING_FIELD',
      'FIELD_INSTANCE_OBSOLETE',
      'NO_CONSUMERS_FOUND',
    ]);
    expect(needsFieldRefresh(undefined)).toBe(false);
    expect(needsFieldRefresh('SOMETHING_ELSE')).toBe(false);
  });
});

describe('customFieldProcessor request', () => {
  const add = (inputType: string, items: unknown[] = []) =>
    customFieldProcessorRequest.safeParse({
      operation: 'addField',
      fieldDetails: {
        EntityHierarchy: 'acme#north',
        fieldName: ' Department ',
        inputType,
        staticDropDownListItems: items,
      },
    });

  it('trims the name and takes items only for drop-down fields', () => {
    const parsed = add('staticDropDownListSingleSelect', [{ itemId: 'a', optionText: 'A' }]);
    expect(parsed.success && parsed.data.fieldDetails).toMatchObject({ fieldName: 'Department' });
    expect(add('text').success).toBe(true);
    expect(add('text', [{ itemId: 'a', optionText: 'A' }]).success).toBe(false);
    expect(add('staticDropDownListMultiSelect').success).toBe(false);
    expect(add('unknownType').success).toBe(false);
  });

  it('refuses repeated item ids or texts', () => {
    const twice = [
      { itemId: 'a', optionText: 'A' },
      { itemId: 'b', optionText: 'a' },
    ];
    expect(add('staticDropDownListSingleSelect', twice).success).toBe(false);
    const sameId = [
      { itemId: 'a', optionText: 'A' },
      { itemId: 'a', optionText: 'B' },
    ];
    expect(add('staticDropDownListSingleSelect', sameId).success).toBe(false);
  });
});
