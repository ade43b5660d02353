import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import {
  cellsOf,
  checkForm,
  type DirectoryPersonFields,
  type FormValues,
  readRowIssues,
  storedFields,
} from '../../../contract/directory/index.ts';
import { useUnsavedChanges } from '../../kit/index.ts';
import { ChangePersonId } from './ChangePersonId.tsx';
import { FIELD_LABELS, formErrors, refusalReason, refusalTitle } from './directoryMessages.ts';
import { type DirectoryRefusal, useDiscardRefusal, useSavePerson } from './mutations.ts';
import { type DirectoryRecord, directoryIndexOf, usePersonTypes } from './queries.ts';

/** The form's values of a person: their cells, the line managers kept as a list. */
function valuesOf(record: Partial<DirectoryPersonFields>): FormValues {
  return { ...cellsOf(record), lineManagers: record.lineManagers ?? [] };
}

const EMPTY: FormValues = valuesOf({});

export interface PersonFormProps {
  /** The person being edited; a new one when absent. */
  editing?: DirectoryRecord;
  /** Locations a new person may be added to (the selected subtree), and their names. */
  locations: readonly string[];
  labelOf: (key: string) => string;
  directory: readonly DirectoryRecord[];
  /** A refused add or edit opened again: the form starts from its input and says why. */
  refusal?: DirectoryRefusal & { kind: 'add' | 'edit' };
  onClose: () => void;
}

/**
 * The Add / Modify person form (spec/workers.md §2, §5): replaces the table; the Directory button
 * goes back (asking first when there are unsaved changes). The contract's row rules check every
 * change against the other people of the location and type; submit is enabled only when the
 * form is changed, complete and valid, and a hint says why not. ID fields are read-only when
 * editing; "Change person ID" corrects a person ID (online). Saving is a mutator: it works
 * offline.
 */
export function PersonForm({
  editing,
  locations,
  labelOf,
  directory,
  refusal,
  onClose,
}: PersonFormProps) {
  const { t } = useLingui();
  const save = useSavePerson();
  const discard = useDiscardRefusal();
  const refused = refusal?.args;
  const [location, setLocation] = useState(
    editing?.EntityHierarchy ?? refused?.hierarchy ?? locations[0] ?? '',
  );
  const { types, optionsOf } = usePersonTypes(location);
  const [flowId, setFlowId] = useState(
    editing?.flowTypeRef?.flowId ??
      refused?.flowTypeRef.flowId ??
      types[0]?.flowTypeRef.flowId ??
      '',
  );
  const initial = useMemo(() => (editing ? valuesOf(editing) : EMPTY), [editing]);
  // A refused change starts from what the user typed, compared with what is stored.
  const [values, setValues] = useState<FormValues>(() =>
    refused ? valuesOf(refused.person) : initial,
  );
  const refusedValues = useMemo(() => (refused ? valuesOf(refused.person) : null), [refused]);
  const serverIssues = useMemo(() => readRowIssues(refusal?.reason ?? ''), [refusal]);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [leaving, setLeaving] = useState(false);
  const options = optionsOf(flowId);
  const others = useMemo(
    () => directoryIndexOf(directory, location, flowId),
    [directory, location, flowId],
  );
  const check = checkForm(values, options, others, editing?.ProfileId);
  // The server's issues stay on their fields until the user changes what it refused.
  const errors = {
    ...formErrors(
      serverIssues.filter(
        (issue) =>
          refusedValues !== null &&
          JSON.stringify(values[issue.field]) === JSON.stringify(refusedValues[issue.field]),
      ),
      t,
    ),
    ...formErrors(check.issues, t),
  };
  const changed = JSON.stringify(values) !== JSON.stringify(initial);
  useUnsavedChanges(changed);
  const missing = check.issues.some((issue) => issue.code === 'required');
  const hint = !changed
    ? t`No changes to submit`
    : missing
      ? t`One or more required fields have not been filled`
      : check.issues.length > 0
        ? t`Cannot submit due to field errors`
        : null;

  const set = (field: keyof FormValues) => (value: string | string[]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => new Set(current).add(field));
  };
  const errorOf = (field: keyof FormValues) =>
    (touched.has(field) || refusal !== undefined) &&
    errors[field] !== undefined &&
    (errors[field] as string);
  const back = () => (changed ? setLeaving(true) : onClose());

  const submit = async () => {
    if (hint !== null) return;
    const type = types.find((candidate) => candidate.flowTypeRef.flowId === flowId);
    if (!type) return;
    await save({
      hierarchy: location,
      ProfileId: editing?.ProfileId ?? refused?.ProfileId ?? crypto.randomUUID(),
      person: storedFields(check.person, options),
      flowTypeRef: type.flowTypeRef,
      editing: editing !== undefined,
    });
    // Sent again: the refused change leaves the "not applied" list.
    if (refusal) await discard(refusal.id);
    onClose();
  };
  const discardRefusal = async () => {
    if (refusal) await discard(refusal.id);
    onClose();
  };

  const text = (field: keyof FormValues, required: boolean, readOnly = false) => (
    <TextInput
      label={t(FIELD_LABELS[field])}
      withAsterisk={required}
      value={values[field] as string}
      readOnly={readOnly}
      onChange={(event) => set(field)(event.currentTarget.value)}
      onBlur={() => setTouched((current) => new Set(current).add(field))}
      error={errorOf(field)}
    />
  );

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Group>
          <Button
            variant="subtle"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={back}
          >
            <Trans>Directory</Trans>
          </Button>
          <Title order={2}>
            {editing ? <Trans>Modify person</Trans> : <Trans>Add person</Trans>}
          </Title>
        </Group>
        {refusal && (
          <Alert color="red" variant="light" title={refusalTitle(refusal.kind, t)}>
            <Stack gap="xs">
              <Text size="sm">{refusalReason(refusal.reason, t)}</Text>
              <Group gap="xs">
                <Text size="sm">
                  <Trans>Correct what you typed and submit it again, or discard it.</Trans>
                </Text>
                <Button size="xs" variant="default" onClick={() => void discardRefusal()}>
                  <Trans>Discard</Trans>
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {!editing && locations.length > 1 && (
          <Select
            label={t`Location`}
            data={locations.map((key) => ({ value: key, label: labelOf(key) }))}
            value={location}
            onChange={(value) => value && setLocation(value)}
            allowDeselect={false}
          />
        )}
        {types.length > 1 && (
          <Select
            label={t`Type`}
            data={types.map((type) => type.flowTypeRef.flowId)}
            value={flowId}
            onChange={(value) => value && setFlowId(value)}
            disabled={editing !== undefined}
            allowDeselect={false}
          />
        )}
        <Group grow align="flex-start">
          {text('firstName', true)}
          {text('lastName', true)}
        </Group>
        <Group grow align="flex-start">
          {text('personalIdentificationNr', true, editing !== undefined)}
          {options.alternateIdEnabled && text('alternatePersonalIdNr', true, editing !== undefined)}
          {text('organizationIdValue', true)}
        </Group>
        {editing && !changed && (
          // Only with nothing unsaved: the form closes once the ID is changed (the form's copy
          // of the person would otherwise send the old ID back with the next save).
          <Group justify="flex-start" mt={-8}>
            <ChangePersonId
              person={{
                hierarchy: editing.EntityHierarchy,
                ProfileId: editing.ProfileId,
                personalIdentificationNr: editing.personalIdentificationNr ?? '',
              }}
              onChanged={onClose}
            />
          </Group>
        )}
        <Group grow align="flex-start">
          {text('email', false)}
          {text('phoneNumber', false)}
        </Group>
        {options.lineManagersEnabled && (
          <TagsInput
            label={t(FIELD_LABELS.lineManagers)}
            description={t`Press Enter after each email`}
            value={[...values.lineManagers]}
            onChange={set('lineManagers')}
            error={errorOf('lineManagers')}
          />
        )}
        {options.tagsEnabled && (
          <TextInput
            label={t(FIELD_LABELS.tags)}
            description={t`Separate tags with a comma or semicolon`}
            value={values.tags}
            onChange={(event) => set('tags')(event.currentTarget.value)}
            error={errorOf('tags')}
          />
        )}
        <Group justify="flex-end">
          {hint && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {hint}
            </Text>
          )}
          <Button onClick={() => void submit()} disabled={hint !== null}>
            <Trans>Submit</Trans>
          </Button>
        </Group>
        {!editing && types.length === 0 && (
          <Alert color="yellow">
            <Trans>This location has no person types.</Trans>
          </Alert>
        )}
      </Stack>
      <Modal opened={leaving} onClose={() => setLeaving(false)} title={t`Leave Page`} centered>
        <Stack>
          <Text>
            <Trans>
              You will lose any unsaved changes to this document. Are you sure you want to continue?
            </Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setLeaving(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button onClick={onClose}>
              <Trans>Continue</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
