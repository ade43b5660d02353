import type { CustomField } from '../../contract/customFields.ts';
import { writeCustomField } from '../customFields/customFieldStore.ts';
import type { Sql } from '../db/database.ts';

const SITE = 'acme#north#jhb-hq';

/** Two custom fields at the demo's head office; the drop-down is used by the visitor flow. */
export function demoCustomFields(now: number): CustomField[] {
  return [
    {
      EntityHierarchy: SITE,
      fieldId: 'demo-vehicle-registration',
      fieldName: 'Vehicle registration',
      inputType: 'text',
      staticDropDownListItems: [],
      disabled: false,
      deleted: false,
      consumers: [],
      lmt: now,
    },
    {
      EntityHierarchy: SITE,
      fieldId: 'demo-visit-purpose',
      fieldName: 'Purpose of visit',
      inputType: 'staticDropDownListSingleSelect',
      staticDropDownListItems: ['Meeting', 'Delivery', 'Interview'].map((text) => ({
        itemId: text.toLowerCase(),
        optionTextId: `customField.demo-visit-purpose.${text.toLowerCase()}`,
        optionText: text,
      })),
      disabled: false,
      deleted: false,
      consumers: ['visitors'],
      lmt: now,
    },
  ];
}

export async function writeDemoCustomFields(tx: Sql, now: number): Promise<void> {
  for (const field of demoCustomFields(now)) await writeCustomField(tx, field);
}
