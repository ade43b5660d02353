import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Stepper, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import type {
  ImportCheck,
  InvalidImportRow,
  SheetRow,
  ValidImportRow,
} from '../../../contract/directory/index.ts';
import type { TemplateColumn } from '../../../contract/directory/importTemplate.ts';
import type { ColumnDescription, ImportPreview, OnlineOperationState } from '../../kit/index.ts';
import { OnlineOperationNotice, StaticTable, usePagedRows } from '../../kit/index.ts';
import type { CsvColumn } from '../../ui/csv.ts';
import { CsvExportButton } from '../../ui/CsvExportButton.tsx';
import { FIELD_LABELS } from './directoryMessages.ts';
import { importIssueMessage } from './importMessages.ts';
import { InvalidRowForm } from './InvalidRowForm.tsx';
import type { PreviewPerson } from './previewPerson.ts';
import { UpdatePreview } from './UpdatePreview.tsx';
import type { UploadResult } from './useDirectoryImport.ts';

/** Page sizes of the spec (spec/workers.md "Pagination"): invalid rows 4, valid preview 4. */
export const INVALID_PAGE_SIZE = 4;
export const VALID_PAGE_SIZE = 4;

/**
 * The stepper after a sheet is read (spec/workers.md §2 "Bulk Import modal" 4-6): Invalid (n),
 * the invalid rows as forms to fix (and their CSV); Valid (n), the rows to upload and the update
 * preview; Upload, with the outcome.
 */
export function ImportSteps(props: {
  check: ImportCheck;
  columns: readonly TemplateColumn[];
  preview: ImportPreview<PreviewPerson>;
  /** The CSV of invalid rows is named after the person type (and a timestamp). */
  typeName: string;
  onValidate: (rowNumber: number, cells: SheetRow) => void;
  upload: OnlineOperationState<UploadResult>;
  /** Why Upload cannot run yet (no method, no type, nothing valid), or null. */
  warning: string | null;
  onUpload: () => void;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  const { check } = props;
  const invalid = check.invalid.length;
  const valid = check.valid.length;
  const [step, setStep] = useState(invalid > 0 ? 0 : 1);
  const invalidPages = usePagedRows(check.invalid, INVALID_PAGE_SIZE, 'sm');
  const validPages = usePagedRows(check.valid, VALID_PAGE_SIZE, 'sm');
  const csvColumns: CsvColumn<InvalidImportRow>[] = [
    { title: 'row', key: 'rowNumber' },
    ...props.columns.map((column) => ({
      title: column.header,
      value: (row: InvalidImportRow) => row.cells[column.field] ?? '',
    })),
    {
      title: 'errors',
      value: (row: InvalidImportRow) =>
        row.issues.map((issue) => importIssueMessage(issue, row.cells, t)).join('; '),
    },
  ];
  const done = props.upload.status === 'done';
  return (
    <Stepper active={step} onStepClick={setStep} size="sm" allowNextStepsSelect={!done}>
      <Stepper.Step label={t`Invalid (${invalid})`}>
        <Stack gap="sm">
          {invalid === 0 ? (
            <Text>
              <Trans>Every row is valid.</Trans>
            </Text>
          ) : (
            <Group justify="space-between">
              <Text size="sm">
                <Trans>Fix a row and press Validate; rows left invalid are not uploaded.</Trans>
              </Text>
              <CsvExportButton
                name={`${props.typeName}-invalid-rows`}
                columns={csvColumns}
                rows={check.invalid}
                label={<Trans>Download invalid rows</Trans>}
              />
            </Group>
          )}
          {invalidPages.shown.map((row) => (
            <InvalidRowForm
              key={`${row.rowNumber}:${JSON.stringify(row.cells)}`}
              row={row}
              columns={props.columns}
              onValidate={props.onValidate}
            />
          ))}
          {invalidPages.pager}
          <Group justify="flex-end">
            <Button onClick={() => setStep(1)}>
              <Trans>Next</Trans>
            </Button>
          </Group>
        </Stack>
      </Stepper.Step>
      <Stepper.Step label={t`Valid (${valid})`}>
        <Stack gap="sm">
          <UpdatePreview preview={props.preview} />
          {valid > 0 && <ValidRows rows={validPages.shown} columns={props.columns} />}
          {validPages.pager}
          <Group justify="flex-end">
            <Button onClick={() => setStep(2)}>
              <Trans>Next</Trans>
            </Button>
          </Group>
        </Stack>
      </Stepper.Step>
      <Stepper.Step label={t`Upload`}>
        <Stack gap="sm">
          <Text>
            <Trans>{valid} people will be uploaded.</Trans>
          </Text>
          {props.warning !== null && (
            <Alert color="orange" role="alert">
              {props.warning}
            </Alert>
          )}
          {props.upload.status === 'done' && (
            <Alert color={props.upload.result.asynchronous ? 'blue' : 'green'} role="status">
              {props.upload.result.asynchronous ? (
                <Trans>
                  The directory is being updated asynchronously due to the large upload size. Please
                  check back in a few minutes...
                </Trans>
              ) : (
                <Trans>Great, we have updated the directory!</Trans>
              )}
            </Alert>
          )}
          {props.upload.status === 'failed' && (
            <Alert
              color="red"
              role="alert"
              title={t`Oops, we were not able to update the directory`}
            >
              {props.upload.error}
            </Alert>
          )}
          {props.upload.status === 'needs-connection' && (
            <OnlineOperationNotice state={props.upload} onRetry={props.onRetry} />
          )}
          {!done && (
            <Group justify="flex-end">
              <Button
                onClick={props.onUpload}
                loading={props.upload.status === 'running'}
                disabled={props.warning !== null}
              >
                <Trans>Upload</Trans>
              </Button>
            </Group>
          )}
        </Stack>
      </Stepper.Step>
    </Stepper>
  );
}

function ValidRows(props: { rows: ImportCheck['valid']; columns: readonly TemplateColumn[] }) {
  const { t } = useLingui();
  const columns = useMemo(
    (): ColumnDescription<ValidImportRow>[] => [
      { key: 'row', title: t`Row`, value: (row) => row.rowNumber },
      ...props.columns.map(
        (column): ColumnDescription<ValidImportRow> => ({
          key: column.field,
          title: t(FIELD_LABELS[column.field]),
          value: (row) => {
            const value = row.person[column.field];
            return Array.isArray(value) ? value.join(' | ') : value;
          },
        }),
      ),
    ],
    [props.columns, t],
  );
  return (
    <StaticTable
      caption={t`Valid rows`}
      columns={columns}
      rows={props.rows}
      rowKey={(row) => String(row.rowNumber)}
      withTableBorder
    />
  );
}
