import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useUpdateVisitorCustomField } from '../mutations.ts';
import { fieldValueText } from '../visitorFieldText.ts';
import type { VisitorRecord } from '../visitorRows.ts';

/** The entry's custom fields: those it has values or data keys for. */
function fieldIds(record: VisitorRecord): string[] {
  const ids = new Set([
    ...(record.checkInFieldDataKeys ?? []),
    ...Object.keys(record.checkInFieldValues ?? {}),
  ]);
  return [...ids].sort();
}

/**
 * A custom field value of the entry (updateVisitorCustomFieldValue), queued offline like the
 * other changes. A field the entry has no value for yet is named by its id; an empty value
 * removes the field's value. Multi-select values are entered separated by ';'.
 */
export function CustomFieldForm({ record }: { record: VisitorRecord }) {
  const { t } = useLingui();
  const update = useUpdateVisitorCustomField();
  const ids = fieldIds(record);
  const [fieldId, setFieldId] = useState(ids[0] ?? '');
  const stored = record.checkInFieldValues?.[fieldId];
  const [value, setValue] = useState(fieldValueText(stored));
  const [message, setMessage] = useState<string | null>(null);
  const choose = (id: string) => {
    setFieldId(id);
    setValue(fieldValueText(record.checkInFieldValues?.[id]));
    setMessage(null);
  };
  const save = async () => {
    if (fieldId.trim() === '') return setMessage(t`Choose a custom field`);
    const next = Array.isArray(stored)
      ? value
          .split(';')
          .map((part) => part.trim())
          .filter(Boolean)
      : value;
    await update(record, fieldId.trim(), next);
    setMessage(t`Saved on this device`);
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Group align="flex-end" gap="xs" wrap="nowrap">
        {ids.length > 0 ? (
          <NativeSelect
            label={t`Custom field`}
            data={ids}
            value={fieldId}
            onChange={(event) => choose(event.currentTarget.value)}
          />
        ) : (
          <TextInput
            label={t`Custom field`}
            value={fieldId}
            maxLength={200}
            onChange={(event) => choose(event.currentTarget.value)}
          />
        )}
        <TextInput
          label={t`Value`}
          value={value}
          maxLength={2000}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setMessage(null);
          }}
          description={message ?? undefined}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="light">
          <Trans>Save custom field</Trans>
        </Button>
      </Group>
    </form>
  );
}
