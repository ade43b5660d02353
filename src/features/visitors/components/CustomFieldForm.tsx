import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { CustomField } from '../../../../contract/customFields.ts';
import {
  CUSTOM_FIELD_DISABLED,
  CUSTOM_FIELD_NOT_FOUND,
  customFieldValueRefusal,
} from '../../../../contract/customFieldValues.ts';
import { useCustomFieldsAt } from '../../../kit/index.ts';
import { useUpdateVisitorCustomField } from '../mutations.ts';
import { fieldValueText } from '../visitorFieldText.ts';
import type { VisitorRecord } from '../visitorRows.ts';

type Value = string | string[];

/** What the entry holds for a field: a multi select's item ids, or its text. */
function storedValue(record: VisitorRecord, field: CustomField | undefined, id: string): Value {
  const stored = record.checkInFieldValues?.[id];
  if (field?.inputType === 'staticDropDownListMultiSelect') {
    return Array.isArray(stored) ? stored.map(String) : stored ? [String(stored)] : [];
  }
  return fieldValueText(stored);
}

/**
 * A custom field value of the entry (updateVisitorCustomFieldValue), queued offline like the
 * other changes. The fields offered are those that apply at the entry's location (from the
 * configuration on the device), named by their names, each with its own input: one line of text,
 * one item of a drop-down, or several. A disabled field, or one no longer defined, is listed only
 * while the entry has a value in it, so that value can be cleared (contract/customFieldValues.ts:
 * the same rule the server applies, checked before anything is queued).
 */
export function CustomFieldForm({ record }: { record: VisitorRecord }) {
  const { t } = useLingui();
  const update = useUpdateVisitorCustomField();
  const fields = useCustomFieldsAt(record.EntityHierarchy);
  const captured = Object.keys(record.checkInFieldValues ?? {});
  const byId = new Map(fields.map((field) => [field.fieldId, field]));
  const choices = [
    ...fields.filter((field) => !field.disabled || captured.includes(field.fieldId)),
    ...captured.filter((id) => !byId.has(id)).map((id) => ({ fieldId: id, fieldName: id })),
  ];
  const [fieldId, setFieldId] = useState(choices[0]?.fieldId ?? '');
  const field = byId.get(fieldId);
  const [value, setValue] = useState<Value>(() => storedValue(record, field, fieldId));
  const [message, setMessage] = useState<string | null>(null);

  if (choices.length === 0) return null;
  const choose = (id: string) => {
    setFieldId(id);
    setValue(storedValue(record, byId.get(id), id));
    setMessage(null);
  };
  const change = (next: Value) => {
    setValue(next);
    setMessage(null);
  };
  const save = async () => {
    const next = Array.isArray(value) ? value : value.trim();
    const refusal = customFieldValueRefusal(fields, fieldId, next);
    if (refusal) {
      return setMessage(
        refusal.key === CUSTOM_FIELD_NOT_FOUND
          ? t`This custom field is no longer used here: its value can only be cleared`
          : refusal.key === CUSTOM_FIELD_DISABLED
            ? t`This custom field is disabled: its value can only be cleared`
            : t`Choose a value from the custom field's list`,
      );
    }
    await update(record, fieldId, next);
    setMessage(t`Saved on this device`);
  };
  const items = field?.staticDropDownListItems ?? [];
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="xs">
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <NativeSelect
            label={t`Custom field`}
            data={choices.map((choice) => ({ value: choice.fieldId, label: choice.fieldName }))}
            value={fieldId}
            onChange={(event) => choose(event.currentTarget.value)}
          />
          {field?.inputType === 'staticDropDownListSingleSelect' ? (
            <NativeSelect
              label={t`Value`}
              data={[
                { value: '', label: t`None` },
                ...items.map((item) => ({ value: item.itemId, label: item.optionText })),
              ]}
              value={typeof value === 'string' ? value : ''}
              onChange={(event) => change(event.currentTarget.value)}
              description={message ?? undefined}
              style={{ flex: 1 }}
            />
          ) : field?.inputType === 'staticDropDownListMultiSelect' ? null : (
            <TextInput
              label={t`Value`}
              value={typeof value === 'string' ? value : value.join(';')}
              maxLength={2000}
              onChange={(event) => change(event.currentTarget.value)}
              description={message ?? undefined}
              style={{ flex: 1 }}
            />
          )}
        </Group>
        {field?.inputType === 'staticDropDownListMultiSelect' && (
          <Checkbox.Group
            label={t`Value`}
            value={Array.isArray(value) ? value : []}
            onChange={change}
            description={message ?? undefined}
          >
            <Group gap="sm" mt={4}>
              {items.map((item) => (
                <Checkbox key={item.itemId} value={item.itemId} label={item.optionText} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        <Group justify="flex-end">
          <Button type="submit" variant="light">
            <Trans>Save custom field</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
