import { describe, expect, it } from 'vitest';
import { type FieldFormValues, formProblem, itemsToSend } from './fieldForm.ts';

const values = (change: Partial<FieldFormValues>): FieldFormValues => ({
  fieldName: 'Department',
  inputType: 'staticDropDownListSingleSelect',
  items: [{ itemId: 'a', optionText: ' Finance ' }],
  unlock: false,
  ...change,
});

describe('custom field form', () => {
  it('says the first problem before sending', () => {
    expect(formProblem(values({}))).toBeNull();
    expect(formProblem(values({ fieldName: '  ' }))).toBe('nameRequired');
    expect(formProblem(values({ items: [] }))).toBe('itemsRequired');
    expect(formProblem(values({ items: [{ itemId: 'a', optionText: ' ' }] }))).toBe(
      'itemTextRequired',
    );
    const repeated = [
      { itemId: 'a', optionText: 'Finance' },
      { itemId: 'b', optionText: 'finance ' },
    ];
    expect(formProblem(values({ items: repeated }))).toBe('itemsRepeated');
    expect(formProblem(values({ inputType: 'text', items: [] }))).toBeNull();
  });

  it('sends trimmed items for a drop-down and none for a text field', () => {
    expect(itemsToSend(values({}))).toEqual([{ itemId: 'a', optionText: 'Finance' }]);
    expect(itemsToSend(values({ inputType: 'text' }))).toEqual([]);
  });
});
