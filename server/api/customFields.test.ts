import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CUSTOM_FIELD_ERRORS } from '../../contract/customFieldErrors.ts';
import type { CustomField, CustomFieldProcessorRequest } from '../../contract/customFields.ts';
import type { HierarchyConfiguration } from '../../contract/hierarchyConfig.ts';
import { publishBatch } from '../broker/publisher.ts';
import { createTestServer, type TestServer } from '../testing/testServer.ts';

const SITE = 'acme#south#cape-town';
const HQ = 'acme#north#jhb-hq';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.app.close();
});

let runs = 0;
const uniqueName = (stem: string) => `${stem} ${++runs}`;

function process(body: CustomFieldProcessorRequest, as = 'demo-admin', headers = {}) {
  return server.call('provisioningOperations/customFieldProcessor', body, as, headers);
}

async function processed(body: CustomFieldProcessorRequest): Promise<CustomField> {
  const response = await process(body);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { fieldResult: CustomField }).fieldResult;
}

async function refused(body: CustomFieldProcessorRequest, status: number, key: string) {
  const response = await process(body);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({
    key,
    message: CUSTOM_FIELD_ERRORS[key as keyof typeof CUSTOM_FIELD_ERRORS],
  });
}

const addText = (fieldName = uniqueName('Badge colour'), at = SITE) =>
  processed({
    operation: 'addField',
    fieldDetails: { EntityHierarchy: at, fieldName, inputType: 'text' },
  });

const ref = (field: CustomField) => ({
  EntityHierarchy: field.EntityHierarchy,
  fieldId: field.fieldId,
  lmt: field.lmt,
});

const editOf = (field: CustomField, change: Partial<{ fieldName: string; unlock: boolean }>) => ({
  operation: 'editField' as const,
  fieldDetails: {
    ...ref(field),
    fieldName: field.fieldName,
    inputType: field.inputType,
    staticDropDownListItems: field.staticDropDownListItems.map(({ itemId, optionText }) => ({
      itemId,
      optionText,
    })),
    ...change,
  },
});

async function listed(as = 'demo-admin', hierarchies = [SITE]) {
  const response = await server.call(
    'provisioningOperations/retrieveCustomFields',
    { query: { hierarchies } },
    as,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { customFields: CustomField[] }).customFields;
}

async function consume(field: CustomField, consumer: string) {
  await server.db.query(
    'UPDATE custom_fields SET consumers = $3::text[] WHERE hierarchy = $1 AND field_id = $2',
    [field.EntityHierarchy, field.fieldId, [consumer]],
  );
}

describe('custom fields', () => {
  test('add, edit the drop-down items, disable, enable and delete; the list follows', async () => {
    const added = await processed({
      operation: 'addField',
      fieldDetails: {
        EntityHierarchy: SITE,
        fieldName: 'Department visited',
        inputType: 'staticDropDownListSingleSelect',
        staticDropDownListItems: [
          { itemId: 'hr', optionText: 'HR' },
          { itemId: 'it', optionText: 'IT' },
        ],
      },
    });
    expect(added).toMatchObject({ disabled: false, deleted: false, consumers: [] });
    expect(added.staticDropDownListItems).toEqual([
      { itemId: 'hr', optionTextId: `customField.${added.fieldId}.hr`, optionText: 'HR' },
      { itemId: 'it', optionTextId: `customField.${added.fieldId}.it`, optionText: 'IT' },
    ]);
    expect((await listed()).map((field) => field.fieldId)).toContain(added.fieldId);

    const edited = await processed({
      operation: 'editField',
      fieldDetails: {
        ...ref(added),
        fieldName: 'Departments visited',
        inputType: 'staticDropDownListMultiSelect',
        staticDropDownListItems: [{ itemId: 'it', optionText: 'IT & Support' }],
      },
    });
    expect(edited.lmt).toBeGreaterThan(added.lmt);
    expect(edited).toMatchObject({
      fieldName: 'Departments visited',
      inputType: 'staticDropDownListMultiSelect',
    });
    expect(edited.staticDropDownListItems.map((item) => item.optionText)).toEqual(['IT & Support']);

    const disabled = await processed({ operation: 'disableField', fieldDetails: ref(edited) });
    expect(disabled.disabled).toBe(true);
    const enabled = await processed({ operation: 'enableField', fieldDetails: ref(disabled) });
    expect(enabled.disabled).toBe(false);
    const deleted = await processed({
      operation: 'deleteField',
      fieldDetails: { ...ref(enabled), unlock: false },
    });
    expect(deleted.deleted).toBe(true);
    expect((await listed()).map((field) => field.fieldId)).not.toContain(added.fieldId);
  });

  test('a name already in use: DUPLICATE_ACTIVE_FIELD, or DUPLICATE_DISABLED_FIELD', async () => {
    const active = await addText();
    const again = {
      operation: 'addField' as const,
      fieldDetails: {
        EntityHierarchy: SITE,
        fieldName: active.fieldName.toUpperCase(),
        inputType: 'text' as const,
      },
    };
    await refused(again, 409, 'DUPLICATE_ACTIVE_FIELD');
    const other = await addText();
    await refused(editOf(other, { fieldName: active.fieldName }), 409, 'DUPLICATE_ACTIVE_FIELD');
    await processed({ operation: 'disableField', fieldDetails: ref(active) });
    await refused(again, 409, 'DUPLICATE_DISABLED_FIELD');
    // The same name at another location is another field.
    await addText(active.fieldName, 'acme#south#george');
  });

  test('an outdated or deleted field, and an edit that changes nothing, are refused', async () => {
    const field = await addText();
    const changed = await processed(editOf(field, { fieldName: uniqueName('Renamed') }));
    await refused(editOf(field, { fieldName: uniqueName('Late') }), 409, 'FIELD_INSTANCE_OBSOLETE');
    await refused(
      { operation: 'disableField', fieldDetails: ref(field) },
      409,
      'FIELD_INSTANCE_OBSOLETE',
    );
    await refused(editOf(changed, {}), 409, 'NO_UPDATE_RECEIVED');
    await refused(
      { operation: 'enableField', fieldDetails: ref(changed) },
      409,
      'NO_UPDATE_RECEIVED',
    );
    await processed({ operation: 'deleteField', fieldDetails: { ...ref(changed), unlock: false } });
    await refused(editOf(changed, { fieldName: 'Gone' }), 404, 'EDIT_NON_EXISTING_FIELD');
    await refused(
      { operation: 'enableField', fieldDetails: { ...ref(changed), fieldId: 'never-there' } },
      404,
      'EDIT_NON_EXISTING_FIELD',
    );
  });

  test('a consumed field changes only with unlock; an unlock of an unused one is refused', async () => {
    const field = await addText();
    await refused(
      editOf(field, { fieldName: uniqueName('Unlocked'), unlock: true }),
      409,
      'NO_CONSUMERS_FOUND',
    );
    await consume(field, 'visitors');
    await refused(
      editOf(field, { fieldName: uniqueName('Locked') }),
      409,
      'CONSUMED_FIELD_CHANGE_WITHOUT_UNLOCK',
    );
    await refused(
      { operation: 'deleteField', fieldDetails: { ...ref(field), unlock: false } },
      409,
      'CONSUMED_FIELD_CHANGE_WITHOUT_UNLOCK',
    );
    const edited = await processed(
      editOf(field, { fieldName: uniqueName('Unlocked'), unlock: true }),
    );
    expect(edited.consumers).toEqual(['visitors']);
    await processed({ operation: 'deleteField', fieldDetails: { ...ref(edited), unlock: true } });
  });

  test('a drop-down without items, or a text field with items, is a validation failure', async () => {
    const noItems = await process({
      operation: 'addField',
      fieldDetails: {
        EntityHierarchy: SITE,
        fieldName: uniqueName('Empty'),
        inputType: 'staticDropDownListSingleSelect',
      },
    });
    expect(noItems.statusCode).toBe(400);
    const textItems = await process({
      operation: 'addField',
      fieldDetails: {
        EntityHierarchy: SITE,
        fieldName: uniqueName('Text'),
        inputType: 'text',
        staticDropDownListItems: [{ itemId: 'a', optionText: 'A' }],
      },
    });
    expect(textItems.statusCode).toBe(400);
  });

  test('a repeated request (same Idempotency-Key) adds one field', async () => {
    const body = {
      operation: 'addField' as const,
      fieldDetails: {
        EntityHierarchy: SITE,
        fieldName: uniqueName('Once'),
        inputType: 'text' as const,
      },
    };
    const headers = { 'idempotency-key': 'custom-field-once-1' };
    const first = await process(body, 'demo-admin', headers);
    const second = await process(body, 'demo-admin', headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    const named = (await listed()).filter(
      (field) => field.fieldName === body.fieldDetails.fieldName,
    );
    expect(named).toHaveLength(1);
  });

  test('a HOST, and an ADMIN of another location, are refused', async () => {
    const host = await process(
      {
        operation: 'addField',
        fieldDetails: { EntityHierarchy: HQ, fieldName: uniqueName('Host'), inputType: 'text' },
      },
      'demo-host',
    );
    expect(host.statusCode).toBe(403);
    const hostRead = await server.call(
      'provisioningOperations/retrieveCustomFields',
      { query: { hierarchies: [HQ] } },
      'demo-host',
    );
    expect(hostRead.statusCode).toBe(403);
    const other = await process(
      {
        operation: 'addField',
        fieldDetails: { EntityHierarchy: SITE, fieldName: uniqueName('Other'), inputType: 'text' },
      },
      'demo-other',
    );
    expect(other.statusCode).toBe(403);
  });

  test("the hierarchy configuration carries the caller's live fields per location", async () => {
    const field = await addText();
    const gone = await addText();
    await processed({ operation: 'deleteField', fieldDetails: { ...ref(gone), unlock: false } });
    const response = await server.call(
      'hierarchyOperations/retrieveHierarchyConfiguration',
      {},
      'demo-admin',
    );
    expect(response.statusCode, response.body).toBe(200);
    const config = response.json() as HierarchyConfiguration;
    const fields = config.additionalConfigs.customFields as Record<string, CustomField[]>;
    const ids = fields[SITE]?.map((item) => item.fieldId) ?? [];
    expect(ids).toContain(field.fieldId);
    expect(ids).not.toContain(gone.fieldId);
    expect(fields[HQ]?.map((item) => item.fieldName)).toEqual([
      'Purpose of visit',
      'Vehicle registration',
    ]);
    const other = await server.call(
      'hierarchyOperations/retrieveHierarchyConfiguration',
      {},
      'demo-other',
    );
    expect(JSON.stringify(other.json())).not.toContain(field.fieldId);
  });

  test('a change is announced on globalEvents, so every device reads its configuration again', async () => {
    await publishBatch(
      server.db,
      async () => {},
      () => {},
      0,
    );
    const field = await addText();
    const sent: { topic: string; payload: string }[] = [];
    await publishBatch(
      server.db,
      async (topic, payload) => void sent.push({ topic, payload }),
      () => {},
      Date.now() + 10_000,
    );
    const notices = sent
      .filter((message) => message.topic === 'globalEvents/acme')
      .map((message) => JSON.parse(message.payload) as { subject: string });
    expect(notices).toContainEqual(
      expect.objectContaining({
        subject: 'locationSettings',
        EntityHierarchy: field.EntityHierarchy,
      }),
    );
  });
});
