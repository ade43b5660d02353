import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CustomField } from '../../../../contract/customFields.ts';
import type { HierarchyConfiguration } from '../../../../contract/hierarchyConfig.ts';
import { adminAt, pageHarnessForEachTest, testSyncEngine } from '../../../kit/testing/index.ts';
import { visitorRecord } from '../testing/visitorFixtures.ts';
import { CustomFieldForm } from './CustomFieldForm.tsx';

const SITE = 'acme#north#jhb';
const field = (over: Partial<CustomField> & Pick<CustomField, 'fieldId' | 'fieldName'>) => ({
  EntityHierarchy: 'acme#north',
  inputType: 'text' as const,
  staticDropDownListItems: [],
  disabled: false,
  deleted: false,
  consumers: [],
  lmt: 1,
  ...over,
});
const item = (itemId: string, optionText: string) => ({
  itemId,
  optionText,
  optionTextId: `customField.x.${itemId}`,
});

const config: HierarchyConfiguration = {
  key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
  organisationId: 'acme',
  deepStructure: [
    { hierarchyStructure: 'acme#north', children: [{ hierarchyStructure: SITE, children: [] }] },
  ],
  access: [],
  tenantFlags: {},
  additionalConfigs: {
    customFields: {
      'acme#north': [
        field({ fieldId: 'vehicle', fieldName: 'Vehicle registration' }),
        field({
          fieldId: 'purpose',
          fieldName: 'Purpose of visit',
          inputType: 'staticDropDownListSingleSelect',
          staticDropDownListItems: [item('meeting', 'Meeting'), item('delivery', 'Delivery')],
        }),
        field({
          fieldId: 'ppe',
          fieldName: 'PPE issued',
          inputType: 'staticDropDownListMultiSelect',
          staticDropDownListItems: [item('helmet', 'Helmet'), item('vest', 'Vest')],
        }),
        field({ fieldId: 'retired', fieldName: 'Retired field', disabled: true }),
      ],
    },
  },
};

let mutate: ReturnType<typeof vi.fn<() => Promise<string>>>;
const page = pageHarnessForEachTest({
  config,
  location: SITE,
  user: adminAt('acme#north'),
  engine: () => {
    mutate = vi.fn(async () => 'mutation-id');
    return testSyncEngine({ mutate });
  },
});

function renderForm(extra = {}) {
  const record = visitorRecord(SITE, 1_700_000_000_000, 'Ann', 'Able', extra);
  page.renderPage(<CustomFieldForm record={record} />);
  return record;
}

const fieldSelect = () => screen.getByRole('combobox', { name: 'Custom field' });

describe('the custom field form (spec/visitors.md §7)', () => {
  it("offers the location's enabled fields by name, and a drop-down's items by their text", async () => {
    const user = userEvent.setup();
    renderForm();
    const names = within(fieldSelect())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual(['PPE issued', 'Purpose of visit', 'Vehicle registration']);

    await user.selectOptions(fieldSelect(), 'Purpose of visit');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Value' }), 'Delivery');
    await user.click(screen.getByRole('button', { name: 'Save custom field' }));
    expect(mutate).toHaveBeenCalledWith(
      'visitors.updateCustomField',
      expect.objectContaining({ fieldId: 'purpose', value: 'delivery' }),
    );
    await screen.findByText('Saved on this device');
  });

  it('a multi select takes several items, saved as their ids', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(fieldSelect(), 'PPE issued');
    await user.click(screen.getByRole('checkbox', { name: 'Helmet' }));
    await user.click(screen.getByRole('checkbox', { name: 'Vest' }));
    await user.click(screen.getByRole('button', { name: 'Save custom field' }));
    expect(mutate).toHaveBeenCalledWith(
      'visitors.updateCustomField',
      expect.objectContaining({ fieldId: 'ppe', value: ['helmet', 'vest'] }),
    );
  });

  it('a disabled field with a value can be cleared, not set, and nothing is queued for that', async () => {
    const user = userEvent.setup();
    renderForm({ checkInFieldValues: { retired: 'old value' } });
    await user.selectOptions(fieldSelect(), 'Retired field');
    const value = screen.getByRole('textbox', { name: 'Value' });
    expect((value as HTMLInputElement).value).toBe('old value');
    await user.type(value, '!');
    await user.click(screen.getByRole('button', { name: 'Save custom field' }));
    await screen.findByText('This custom field is disabled: its value can only be cleared');
    expect(mutate).not.toHaveBeenCalled();

    await user.clear(value);
    await user.click(screen.getByRole('button', { name: 'Save custom field' }));
    expect(mutate).toHaveBeenCalledWith(
      'visitors.updateCustomField',
      expect.objectContaining({ fieldId: 'retired', value: '' }),
    );
  });
});
