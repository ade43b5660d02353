import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { BLOCK_LIST_LIMITS, type BlockListEntry } from '../../../contract/blockList/schemas.ts';
import {
  OnlineOperationNotice,
  siteTimeZoneOf,
  useAttemptKey,
  useLocationSelection,
} from '../../kit/index.ts';
import { DialogActions } from '../../ui/DialogActions.tsx';
import {
  type EntryField,
  type EntryFormValues,
  entryProblems,
  entryRequest,
  initialEntryValues,
} from './entryForm.ts';
import { useBlockListChange } from './mutations.ts';

interface EntryFormProps {
  opened: boolean;
  /** Where an entry is added: the first is the default (the selected location). */
  locations: readonly string[];
  labelOf: (hierarchy: string) => string;
  /** The entry to edit; adds one without it. */
  entry?: BlockListEntry;
  onClose: () => void;
  onChanged: () => void;
}

const NO_PROBLEMS = new Set<EntryField>();

/** Add or edit a block list entry: the person, the reason, the location and the expiry. */
export function EntryFormModal(props: EntryFormProps) {
  const { t } = useLingui();
  const { entry, labelOf, locations, onChanged, onClose } = props;
  const { config } = useLocationSelection();
  const change = useBlockListChange();
  const attemptKey = useAttemptKey();
  const [values, setValues] = useState<EntryFormValues>(() => {
    const at = entry?.EntityHierarchy ?? locations[0] ?? '';
    return initialEntryValues(at, entry, siteTimeZoneOf(config, at));
  });
  const [checked, setChecked] = useState(false);
  const request = entryRequest(values, siteTimeZoneOf(config, values.location), entry);
  const problems = checked ? entryProblems(request) : NO_PROBLEMS;

  const done = change.state.status === 'done';
  useEffect(() => {
    if (!done) return;
    onChanged();
    onClose();
  }, [done, onChanged, onClose]);

  const submit = () => {
    setChecked(true);
    if (entryProblems(request).size > 0) return;
    void change.run(request, attemptKey(request));
  };
  const field = (name: EntryField) => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      setValues({ ...values, [name]: event.currentTarget.value }),
  });
  const problem = (name: EntryField, message: string) => (problems.has(name) ? message : undefined);

  return (
    <Modal
      opened={props.opened}
      centered
      size="lg"
      onClose={onClose}
      title={entry ? t`Edit block list entry` : t`Add block list entry`}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          {!entry && locations.length > 1 ? (
            <Select
              label={t`Location`}
              description={t`The entry applies here and at every location below.`}
              data={locations.map((key) => ({ value: key, label: labelOf(key) }))}
              value={values.location}
              allowDeselect={false}
              onChange={(value) => value && setValues({ ...values, location: value })}
            />
          ) : (
            <TextInput
              label={t`Location`}
              description={t`The entry applies here and at every location below.`}
              value={labelOf(values.location)}
              readOnly
            />
          )}
          <Group grow align="flex-start">
            <TextInput
              label={t`First name`}
              required
              data-autofocus
              maxLength={BLOCK_LIST_LIMITS.name}
              error={problem('firstName', t`The first name is required`)}
              {...field('firstName')}
            />
            <TextInput
              label={t`Last name`}
              required
              maxLength={BLOCK_LIST_LIMITS.name}
              error={problem('lastName', t`The last name is required`)}
              {...field('lastName')}
            />
          </Group>
          <Group grow align="flex-start">
            <TextInput
              label={t`Email`}
              type="email"
              maxLength={BLOCK_LIST_LIMITS.email}
              error={problem('email', t`Enter an email address such as name@example.com`)}
              {...field('email')}
            />
            <TextInput
              label={t`Phone number`}
              type="tel"
              maxLength={BLOCK_LIST_LIMITS.phone}
              error={problem('phoneNumber', t`The phone number is not valid`)}
              {...field('phoneNumber')}
            />
          </Group>
          <TextInput
            label={t`Company`}
            maxLength={BLOCK_LIST_LIMITS.company}
            error={problem('company', t`The company is not valid`)}
            {...field('company')}
          />
          <Textarea
            label={t`Reason`}
            required
            rows={4}
            maxLength={BLOCK_LIST_LIMITS.reason}
            error={problem('reason', t`A reason is required`)}
            {...field('reason')}
          />
          <TextInput
            label={t`Expiry date`}
            description={t`The last day the entry applies. Leave it empty for no expiry.`}
            type="date"
            error={problem('lastDay', t`Choose a day within the next five years`)}
            {...field('lastDay')}
          />
          <OnlineOperationNotice state={change.state} onRetry={() => void change.retry()} />
          <DialogActions onCancel={onClose}>
            <Button type="submit" loading={change.state.status === 'running'}>
              <Trans>Save</Trans>
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
