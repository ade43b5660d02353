import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { HostUpsert } from '../../../contract/hosts.ts';
import {
  type HostFieldError,
  type HostFormErrors,
  type HostFormValues,
  hostFormErrors,
  hostFromForm,
} from './hostRules.ts';
import type { HostRecord } from './queries.ts';

/** Add or edit one host (spec/visitors.md §5): the email is the key, so it is fixed when editing. */
export function HostFormModal(props: {
  host: HostRecord | null;
  existingKeys: ReadonlySet<string>;
  onSave: (host: HostUpsert) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const mode = props.host ? 'edit' : 'add';
  const [values, setValues] = useState<HostFormValues>({
    name: props.host?.name ?? '',
    email: props.host?.email ?? '',
    phone: props.host?.phone_number ?? '',
  });
  const [errors, setErrors] = useState<HostFormErrors>({});
  const message = (field: keyof HostFormValues, error: HostFieldError | undefined) => {
    if (!error) return null;
    if (error === 'duplicate')
      return t`Duplicate found: this email is already in the host directory`;
    if (field === 'name') return error === 'blank' ? t`Name cannot be blank` : t`Name is too long`;
    if (field === 'email')
      return error === 'blank'
        ? t`Email cannot be blank`
        : t`Email must look like name@example.com`;
    return t`Phone number must be in a valid international format, e.g. +27821234567`;
  };
  const submit = () => {
    const found = hostFormErrors(values, props.existingKeys, mode);
    setErrors(found);
    if (Object.keys(found).length === 0) props.onSave(hostFromForm(values));
  };
  const field = (name: keyof HostFormValues) => ({
    value: values[name],
    error: message(name, errors[name]),
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });
  return (
    <Modal
      opened
      onClose={props.onClose}
      centered
      title={mode === 'add' ? t`Add host` : t`Edit host`}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <TextInput label={t`Name`} required data-autofocus {...field('name')} />
          <TextInput
            label={t`Email`}
            required
            type="email"
            disabled={mode === 'edit'}
            {...field('email')}
          />
          <TextInput label={t`Phone number`} type="tel" {...field('phone')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit">
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
