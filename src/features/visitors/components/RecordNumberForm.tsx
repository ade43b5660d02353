import { useLingui } from '@lingui/react/macro';
import { Button, Group, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';

export interface RecordNumberFormProps {
  label: string;
  submitLabel: ReactNode;
  /** The number stored now ('' when none). */
  current: string;
  /** The rule's refusal for a value (null: it may be saved). */
  refusal: (value: string) => string | null;
  onSave: (value: string) => Promise<void>;
}

/**
 * One number of a visitor log entry (access card, ID, asset serial) with its save button: the
 * contract's rule refuses an empty or unchanged number before anything is queued.
 */
export function RecordNumberForm({
  label,
  submitLabel,
  current,
  refusal,
  onSave,
}: RecordNumberFormProps) {
  const { t } = useLingui();
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = async () => {
    const reason = refusal(value);
    if (reason !== null) return setError(reason);
    try {
      await onSave(value.trim());
      setSaved(true);
    } catch (failure) {
      setError(t`Not saved: ${String(failure)}`);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label={label}
          value={value}
          maxLength={200}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
            setSaved(false);
          }}
          error={error}
          description={saved ? t`Saved on this device` : undefined}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="light" mt={24}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
