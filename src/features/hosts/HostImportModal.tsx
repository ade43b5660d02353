import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  Modal,
  Radio,
  Stack,
  Text,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import type { HostUpsert } from '../../../contract/hosts.ts';
import {
  type ColumnDescription,
  type ImportMode,
  type ImportPreview,
  type ImportProgress,
  ImportProgressLine,
  importErrorMessage,
  OnlineOperationNotice,
  previewChanges,
  readPercent,
  StaticTable,
  useSpreadsheetImport,
} from '../../kit/index.ts';
import { HOST_IMPORT_FIELDS, HOST_IMPORT_SPEC, type HostImportField } from './hostRules.ts';
import type { HostRecord } from './queries.ts';
import { useHostImport } from './useHostImport.ts';

function ProgressLine({ progress }: { progress: ImportProgress }) {
  return (
    <ImportProgressLine
      percent={readPercent(progress, { reading: 20, unpacking: 20, parsing: 50, validating: 20 })}
      label={
        progress.phase === 'validating' ? (
          <Trans>
            Checking rows: {progress.done} of {progress.total}
          </Trans>
        ) : (
          <Trans>Reading the spreadsheet…</Trans>
        )
      }
    />
  );
}

function FieldName({ field }: { field: HostImportField }) {
  if (field === 'name') return <Trans>name</Trans>;
  if (field === 'email') return <Trans>email</Trans>;
  return <Trans>number</Trans>;
}

/**
 * Import a host list from `.xlsx` (spec/visitors.md §2, §5, §8): replace the location's whole list
 * or update it. The file is read in the spreadsheet worker; rows missing name, email or number are
 * listed and skipped if the user continues; a preview shows what changes before anything is sent.
 */
export function HostImportModal(props: {
  location: string;
  locationLabel: string;
  current: HostRecord[];
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const [mode, setMode] = useState<ImportMode>('update');
  const [skipInvalid, setSkipInvalid] = useState(false);
  const reader = useSpreadsheetImport(HOST_IMPORT_SPEC);
  const sending = useHostImport();
  const { state } = reader;
  const validation = state.status === 'read' ? state.validation : null;
  const hosts = useMemo(() => validation?.valid.map((row) => row.record) ?? [], [validation]);
  const preview = useMemo(() => {
    const stored = props.current
      .filter((host) => host.EntityHierarchy === props.location)
      .map(
        (host): HostUpsert => ({
          name: host.name,
          email: host.uniqueAttributeValue,
          ...(host.phone_number ? { phone_number: host.phone_number } : {}),
        }),
      );
    return previewChanges(stored, hosts, {
      mode,
      key: (host) => host.email,
      fields: [...HOST_IMPORT_FIELDS],
    });
  }, [props.current, props.location, hosts, mode]);
  const invalid = validation?.invalid ?? [];
  const faulty = (validation?.missingColumns.length ?? 0) > 0;
  const empty = validation !== null && !faulty && hosts.length === 0;
  const ready = validation !== null && !faulty && !empty && (invalid.length === 0 || skipInvalid);
  const done = sending.state.status === 'done';
  return (
    <Modal
      opened
      onClose={props.onClose}
      size="xl"
      title={t`Import hosts to ${props.locationLabel}`}
    >
      <Stack gap="sm">
        <Radio.Group
          label={t`Import mode`}
          value={mode}
          onChange={(value) => setMode(value === 'replace' ? 'replace' : 'update')}
        >
          <Group mt={4}>
            <Radio value="update" label={t`Update the host list`} disabled={done} />
            <Radio value="replace" label={t`Replace the whole host list`} disabled={done} />
          </Group>
        </Radio.Group>
        <FileInput
          label={t`Host list (.xlsx)`}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          clearable
          disabled={done}
          onChange={(file) => {
            setSkipInvalid(false);
            sending.reset();
            if (file) void reader.read(file);
            else reader.reset();
          }}
        />
        {state.status === 'reading' && <ProgressLine progress={state.progress} />}
        {state.status === 'refused' && (
          <Alert color="red" role="alert" title={t`Oops!`}>
            {i18n._(importErrorMessage(state.code, state.limits))}
          </Alert>
        )}
        {faulty && (
          <Alert color="red" role="alert" title={t`Oops!`}>
            <Trans>
              The file does not follow the host list template: it needs the columns Name, Email and
              Number.
            </Trans>
          </Alert>
        )}
        {empty && invalid.length === 0 && (
          <Alert color="red" role="alert" title={t`Oops!`}>
            <Trans>This spreadsheet has no entries.</Trans>
          </Alert>
        )}
        {invalid.length > 0 && (
          <Alert
            color="orange"
            role="alert"
            title={
              <Plural
                value={invalid.length}
                one="# item has missing data"
                other="# items have missing data"
              />
            }
          >
            <Stack gap={4}>
              <ul aria-label={t`Invalid rows`}>
                {invalid.slice(0, 50).map((row) => (
                  <li key={row.row}>
                    <Trans>Row {row.row}:</Trans>{' '}
                    {row.missing.length > 0 && (
                      <>
                        <Trans>missing</Trans>{' '}
                        {row.missing.map((field, index) => (
                          <span key={field}>
                            {index > 0 ? ', ' : ''}
                            <FieldName field={field} />
                          </span>
                        ))}
                      </>
                    )}
                    {row.duplicateOf !== undefined && (
                      <Trans>the same email as row {row.duplicateOf}</Trans>
                    )}
                    {row.problems
                      .map((problem) => ` ${problem.field ?? ''} ${problem.message}`)
                      .join(';')}
                  </li>
                ))}
              </ul>
              {hosts.length > 0 && (
                <Checkbox
                  checked={skipInvalid}
                  disabled={done}
                  onChange={(event) => setSkipInvalid(event.currentTarget.checked)}
                  label={t`Skip these rows and import the others`}
                />
              )}
            </Stack>
          </Alert>
        )}
        {validation && !faulty && hosts.length > 0 && <ImportPreviewTables preview={preview} />}
        <OnlineOperationNotice state={sending.state} onRetry={() => void sending.retry()} />
        {done && sending.state.status === 'done' && (
          <Alert color="green" role="status">
            <Trans>
              Hosts imported: {sending.state.result.upserted} added or changed,{' '}
              {sending.state.result.deleted} removed.
            </Trans>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {done ? <Trans>Close</Trans> : <Trans>Cancel</Trans>}
          </Button>
          {!done && (
            <Button
              disabled={!ready}
              loading={sending.state.status === 'running'}
              onClick={() => void sending.run(props.location, hosts, mode)}
            >
              <Trans>Import</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

/** A row of the preview: a host the import adds, changes or removes. */
interface HostChange {
  change: 'added' | 'changed' | 'removed';
  email: string;
  before: HostUpsert | null;
  after: HostUpsert | null;
}

/** Rows shown per kind of change. */
const PREVIEW_ROWS = 200;

function hostChanges(preview: ImportPreview<HostUpsert>): HostChange[] {
  return [
    ...preview.added
      .slice(0, PREVIEW_ROWS)
      .map(
        (host): HostChange => ({ change: 'added', email: host.email, before: null, after: host }),
      ),
    ...preview.changed.slice(0, PREVIEW_ROWS).map(
      (change): HostChange => ({
        change: 'changed',
        email: change.key,
        before: change.before,
        after: change.after,
      }),
    ),
    ...preview.removed
      .slice(0, PREVIEW_ROWS)
      .map(
        (host): HostChange => ({ change: 'removed', email: host.email, before: host, after: null }),
      ),
  ];
}

const hostText = (host: HostUpsert | null) =>
  host === null ? '' : `${host.name} ${host.phone_number ?? ''}`;

function ImportPreviewTables({ preview }: { preview: ImportPreview<HostUpsert> }) {
  const { t } = useLingui();
  const added = preview.added.length;
  const changed = preview.changed.length;
  const removed = preview.removed.length;
  const unchanged = preview.unchanged;
  const columns = useMemo((): ColumnDescription<HostChange>[] => {
    const changeLabels = { added: t`Added`, changed: t`Changed`, removed: t`Removed` };
    return [
      { key: 'change', title: t`Change`, value: (row) => changeLabels[row.change] },
      { key: 'email', title: t`Email`, value: (row) => row.email },
      { key: 'before', title: t`Before`, value: (row) => hostText(row.before) },
      { key: 'after', title: t`After`, value: (row) => hostText(row.after) },
    ];
  }, [t]);
  const rows = useMemo(() => hostChanges(preview), [preview]);
  return (
    <Stack gap="xs" aria-label={t`Preview`}>
      <Text fw={600} role="status">
        <Trans>
          Preview: {added} added, {changed} changed, {removed} removed, {unchanged} unchanged
        </Trans>
      </Text>
      <StaticTable
        caption={t`Changes`}
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.change}:${row.email}`}
        minWidth={500}
        maxHeight={320}
      />
    </Stack>
  );
}
