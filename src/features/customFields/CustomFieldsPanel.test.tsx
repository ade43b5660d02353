import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CustomField } from '../../../contract/customFields.ts';
import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import { adminAt, pageHarnessForEachTest } from '../../kit/testing/index.ts';
import { CustomFieldsPanel } from './index.ts';

const SITE = 'acme#north#jhb-hq';

const config: HierarchyConfiguration = {
  key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
  organisationId: 'acme',
  deepStructure: [{ hierarchyStructure: SITE, children: [] }],
  access: [{ EntityHierarchy: SITE, role: 'ADMIN' }],
  tenantFlags: { [SITE]: { entityLocationData: {}, features: {} } },
  additionalConfigs: {},
};

const registration: CustomField = {
  EntityHierarchy: SITE,
  fieldId: 'f-1',
  fieldName: 'Vehicle registration',
  inputType: 'text',
  staticDropDownListItems: [],
  disabled: false,
  deleted: false,
  consumers: [],
  lmt: 1_700_000_000_000,
};

const purpose: CustomField = {
  ...registration,
  fieldId: 'f-2',
  fieldName: 'Purpose of visit',
  inputType: 'staticDropDownListSingleSelect',
  staticDropDownListItems: [
    { itemId: 'meeting', optionTextId: 'customField.f-2.meeting', optionText: 'Meeting' },
    { itemId: 'delivery', optionTextId: 'customField.f-2.delivery', optionText: 'Delivery' },
  ],
  disabled: true,
};

let configurationReads: number;

const page = pageHarnessForEachTest({
  config,
  location: SITE,
  user: adminAt(SITE),
  standingAnswer: (url) => {
    if (!url.includes('retrieveHierarchyConfiguration')) return undefined;
    configurationReads += 1;
    return { status: 200, body: config };
  },
});

beforeEach(() => {
  configurationReads = 0;
});

const SLOW = 20_000;
const listed = (fields: CustomField[]) => ({
  status: 200,
  body: { key: 'CUSTOM_FIELDS_RETRIEVED', customFields: fields },
});
const processed = (field: CustomField) => ({
  status: 200,
  body: { key: 'OPERATION_PROCESSED', fieldResult: field },
});
const refusal = (key: string, status = 409) => ({ status, body: { key, message: 'refused' } });

async function openList() {
  page.renderPage(<CustomFieldsPanel />);
  return screen.findByRole('list', { name: 'Custom fields' });
}

describe('Custom fields panel', () => {
  it(
    'lists the fields and adds a drop-down field with its items, then refreshes the configuration',
    async () => {
      const user = userEvent.setup();
      page.answers.push(listed([registration, purpose]));
      const list = await openList();
      const row = within(list).getByRole('listitem', { name: 'Purpose of visit' });
      expect(within(row).getByText('Disabled')).toBeTruthy();
      expect(within(row).getByText('Items: Meeting, Delivery')).toBeTruthy();
      expect(within(row).getByText(/Drop-down list \(single select\)/)).toBeTruthy();
      const text = within(list).getByRole('listitem', { name: 'Vehicle registration' });
      expect(within(text).getByText('Enabled')).toBeTruthy();

      await user.click(screen.getByRole('button', { name: 'Add field' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add custom field' });
      await user.type(within(dialog).getByLabelText(/Field name/), 'Host department');
      await user.click(within(dialog).getByLabelText('Drop-down list (multi select)'));
      expect(within(dialog).getByText('A drop-down list needs at least one item')).toBeTruthy();
      const save = within(dialog).getByRole('button', { name: 'Save' });
      expect((save as HTMLButtonElement).disabled).toBe(true);
      await user.click(within(dialog).getByRole('button', { name: 'Add item' }));
      await user.type(within(dialog).getByLabelText('Item 1'), 'Finance');
      await user.click(within(dialog).getByRole('button', { name: 'Add item' }));
      await user.type(within(dialog).getByLabelText('Item 2'), 'finance');
      expect(within(dialog).getByText('Two items have the same text')).toBeTruthy();
      await user.clear(within(dialog).getByLabelText('Item 2'));
      await user.type(within(dialog).getByLabelText('Item 2'), 'Legal');

      const added: CustomField = {
        ...registration,
        fieldId: 'f-3',
        fieldName: 'Host department',
        inputType: 'staticDropDownListMultiSelect',
        staticDropDownListItems: [
          { itemId: 'a', optionTextId: 'customField.f-3.a', optionText: 'Finance' },
          { itemId: 'b', optionTextId: 'customField.f-3.b', optionText: 'Legal' },
        ],
      };
      page.answers.push(processed(added));
      await user.click(save);
      await within(list).findByRole('listitem', { name: 'Host department' });
      expect(screen.queryByRole('dialog')).toBeNull();
      const add = page.requests[1]!;
      expect(add.url).toContain('provisioningOperations/customFieldProcessor');
      expect(add.idempotencyKey).toBeTruthy();
      expect(add.body).toMatchObject({
        operation: 'addField',
        fieldDetails: {
          EntityHierarchy: SITE,
          fieldName: 'Host department',
          inputType: 'staticDropDownListMultiSelect',
          staticDropDownListItems: [{ optionText: 'Finance' }, { optionText: 'Legal' }],
        },
      });
      await waitFor(() => expect(configurationReads).toBe(1));
    },
    SLOW,
  );

  it(
    'enables a disabled field and deletes a field after its confirmation',
    async () => {
      const user = userEvent.setup();
      page.answers.push(listed([registration, purpose]));
      const list = await openList();
      page.answers.push(processed({ ...purpose, disabled: false, lmt: purpose.lmt + 1 }));
      await user.click(screen.getByRole('button', { name: 'Enable Purpose of visit' }));
      const row = within(list).getByRole('listitem', { name: 'Purpose of visit' });
      await within(row).findByText('Enabled');
      expect(page.requests[1]!.body).toEqual({
        operation: 'enableField',
        fieldDetails: { EntityHierarchy: SITE, fieldId: 'f-2', lmt: purpose.lmt },
      });

      await user.click(screen.getByRole('button', { name: 'Delete Vehicle registration' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete custom field' });
      page.answers.push(processed({ ...registration, deleted: true, lmt: registration.lmt + 1 }));
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() =>
        expect(within(list).queryByRole('listitem', { name: 'Vehicle registration' })).toBeNull(),
      );
      expect(page.requests[2]!.body).toEqual({
        operation: 'deleteField',
        fieldDetails: {
          EntityHierarchy: SITE,
          fieldId: 'f-1',
          lmt: registration.lmt,
          unlock: false,
        },
      });
      await waitFor(() => expect(configurationReads).toBe(2));
    },
    SLOW,
  );

  it(
    'an outdated field opens the problem modal; Refresh Fields reads the list again',
    async () => {
      const user = userEvent.setup();
      page.answers.push(listed([registration]));
      await openList();
      await user.click(screen.getByRole('button', { name: 'Edit Vehicle registration' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit custom field' });
      await user.type(within(dialog).getByLabelText(/Field name/), ' plate');
      page.answers.push(refusal('FIELD_INSTANCE_OBSOLETE'));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      const problem = await screen.findByRole('dialog', {
        name: 'There was a problem with your operation',
      });
      expect(within(problem).getByText('The field has changed since last operation.')).toBeTruthy();
      expect(screen.queryByRole('dialog', { name: 'Edit custom field' })).toBeNull();
      page.answers.push(listed([{ ...registration, fieldName: 'Car registration', lmt: 5 }]));
      await user.click(within(problem).getByRole('button', { name: 'Refresh Fields' }));
      await screen.findByRole('listitem', { name: 'Car registration' });
      expect(page.requests[2]!.url).toContain('retrieveCustomFields');
      await waitFor(() => expect(configurationReads).toBe(1));
    },
    SLOW,
  );

  it(
    "shows a duplicate name's message in the form and an unknown key as is",
    async () => {
      const user = userEvent.setup();
      page.answers.push(listed([registration]));
      await openList();
      await user.click(screen.getByRole('button', { name: 'Add field' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add custom field' });
      await user.type(within(dialog).getByLabelText(/Field name/), 'Vehicle registration');
      page.answers.push(refusal('DUPLICATE_DISABLED_FIELD'));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(
        await within(dialog).findByText(
          'There is an existing disabled field with this field name, delete or re-enable the existing field to continue.',
        ),
      ).toBeTruthy();
      expect(
        screen.queryByRole('dialog', { name: 'There was a problem with your operation' }),
      ).toBeNull();
      page.answers.push(refusal('SOMETHING_NEW'));
      await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
      expect(await within(dialog).findByText('SOMETHING_NEW')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'a field in use is changed only with its unlock ticked',
    async () => {
      const user = userEvent.setup();
      const used = { ...purpose, disabled: false, consumers: ['visitors'] };
      page.answers.push(listed([used]));
      await openList();
      expect(screen.getByText('Used by flows or notifications: locked')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Edit Purpose of visit' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit custom field' });
      await user.click(within(dialog).getByRole('button', { name: 'Remove item 2' }));
      const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
      expect(save.disabled).toBe(true);
      await user.click(
        within(dialog).getByLabelText('Unlock the field: it is used by flows or notifications'),
      );
      page.answers.push(
        processed({ ...used, staticDropDownListItems: [purpose.staticDropDownListItems[0]!] }),
      );
      await user.click(save);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(page.requests[1]!.body).toEqual({
        operation: 'editField',
        fieldDetails: {
          EntityHierarchy: SITE,
          fieldId: 'f-2',
          lmt: purpose.lmt,
          unlock: true,
          fieldName: 'Purpose of visit',
          inputType: 'staticDropDownListSingleSelect',
          staticDropDownListItems: [{ itemId: 'meeting', optionText: 'Meeting' }],
        },
      });
      expect(screen.getByText('Items: Meeting')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'says when the custom fields could not be loaded',
    async () => {
      page.answers.push(refusal('NOT_AUTHORIZED', 403));
      page.renderPage(<CustomFieldsPanel />);
      expect(
        await screen.findByText('We could not load the custom fields, please try again'),
      ).toBeTruthy();
    },
    SLOW,
  );
});
