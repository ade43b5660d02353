import { describe, expect, it } from 'vitest';
import { type CustomField, customFieldsConfig } from './customFields.ts';
import {
  CUSTOM_FIELD_DISABLED,
  CUSTOM_FIELD_NOT_FOUND,
  CUSTOM_FIELD_VALUE_INVALID,
  customFieldValueRefusal,
  customFieldValueText,
  fieldsAt,
  storedCustomFieldsConfig,
} from './customFieldValues.ts';
import { safeCheck } from './plainCheck.ts';

const field = (over: Partial<CustomField> & Pick<CustomField, 'fieldId'>): CustomField => ({
  EntityHierarchy: 'acme#north',
  fieldName: over.fieldId,
  inputType: 'text',
  staticDropDownListItems: [],
  disabled: false,
  deleted: false,
  consumers: [],
  lmt: 1,
  ...over,
});

const items = [
  { itemId: 'veg', optionTextId: 'customField.diet.veg', optionText: 'Vegetarian' },
  { itemId: 'halal', optionTextId: 'customField.diet.halal', optionText: 'Halal' },
];
const vehicle = field({ fieldId: 'vehicle', fieldName: 'Vehicle' });
const diet = field({
  fieldId: 'diet',
  fieldName: 'Diet',
  inputType: 'staticDropDownListSingleSelect',
  staticDropDownListItems: items,
});
const allergies = field({
  fieldId: 'allergies',
  fieldName: 'Allergies',
  inputType: 'staticDropDownListMultiSelect',
  staticDropDownListItems: items,
});
const retired = field({ fieldId: 'retired', fieldName: 'Retired', disabled: true });
const gone = field({ fieldId: 'gone', fieldName: 'Gone', deleted: true });
const south = field({ fieldId: 'south', fieldName: 'South only', EntityHierarchy: 'acme#south' });
const all = [vehicle, diet, allergies, retired, gone, south];

describe('custom field values', () => {
  it('a field applies at its location and below, deleted ones never, ordered by name', () => {
    expect(fieldsAt(all, 'acme#north#jhb').map((f) => f.fieldId)).toEqual([
      'allergies',
      'diet',
      'retired',
      'vehicle',
    ]);
    expect(fieldsAt(all, 'acme').map((f) => f.fieldId)).toEqual([]);
    expect(fieldsAt(all, 'acme#south').map((f) => f.fieldId)).toEqual(['south']);
  });

  it('takes text in a text field and item ids of the list in a drop-down', () => {
    const at = fieldsAt(all, 'acme#north#jhb');
    expect(customFieldValueRefusal(at, 'vehicle', 'CA 123-456')).toBeNull();
    expect(customFieldValueRefusal(at, 'diet', 'veg')).toBeNull();
    expect(customFieldValueRefusal(at, 'allergies', ['veg', 'halal'])).toBeNull();
  });

  it('refuses an unknown, deleted or other-location field, a disabled one and a value off the list', () => {
    const at = fieldsAt(all, 'acme#north#jhb');
    expect(customFieldValueRefusal(at, 'nope', 'x')?.key).toBe(CUSTOM_FIELD_NOT_FOUND);
    expect(customFieldValueRefusal(at, 'gone', 'x')?.key).toBe(CUSTOM_FIELD_NOT_FOUND);
    expect(customFieldValueRefusal(at, 'south', 'x')?.key).toBe(CUSTOM_FIELD_NOT_FOUND);
    expect(customFieldValueRefusal(at, 'retired', 'x')?.key).toBe(CUSTOM_FIELD_DISABLED);
    expect(customFieldValueRefusal(at, 'diet', 'vegan')?.key).toBe(CUSTOM_FIELD_VALUE_INVALID);
    expect(customFieldValueRefusal(at, 'diet', ['veg'])?.key).toBe(CUSTOM_FIELD_VALUE_INVALID);
    expect(customFieldValueRefusal(at, 'allergies', ['veg', 'nuts'])?.key).toBe(
      CUSTOM_FIELD_VALUE_INVALID,
    );
    expect(customFieldValueRefusal(at, 'vehicle', ['veg'])?.key).toBe(CUSTOM_FIELD_VALUE_INVALID);
    expect(customFieldValueRefusal(at, 'vehicle', 'two\nlines')?.key).toBe(
      CUSTOM_FIELD_VALUE_INVALID,
    );
  });

  it('always lets a value be cleared', () => {
    expect(customFieldValueRefusal([], 'nope', '')).toBeNull();
    expect(customFieldValueRefusal([retired], 'retired', [])).toBeNull();
  });

  it('shows item texts, not ids; an item no longer listed keeps its id', () => {
    expect(customFieldValueText(diet, 'veg')).toBe('Vegetarian');
    expect(customFieldValueText(allergies, ['veg', 'halal', 'old'])).toBe('Vegetarian;Halal;old');
    expect(customFieldValueText(undefined, 'free text')).toBe('free text');
    expect(customFieldValueText(vehicle, undefined)).toBe('');
  });

  it("the device's check of stored fields agrees with the contract's schema", () => {
    const good = { 'acme#north': all };
    expect(safeCheck(storedCustomFieldsConfig, good)).toEqual({ success: true, data: good });
    expect(customFieldsConfig.safeParse(good).success).toBe(true);
    for (const bad of [
      { 'acme#north': [{ ...vehicle, inputType: 'colour' }] },
      { 'acme#north': [{ ...diet, staticDropDownListItems: [{ itemId: 'x' }] }] },
      { 'acme#north': [{ ...vehicle, disabled: 'no' }] },
      { 'acme#north': vehicle },
    ]) {
      expect(safeCheck(storedCustomFieldsConfig, bad).success).toBe(false);
      expect(customFieldsConfig.safeParse(bad).success).toBe(false);
    }
  });
});
