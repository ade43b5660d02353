import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Radio, Select, Stack, Tabs } from '@mantine/core';
import { useMemo, useState } from 'react';
import { type RouteType, templateColumns } from '../../../contract/directory/importTemplate.ts';
import {
  DIRECTORY_FIELDS,
  type SheetRow,
  type UploadMethod,
} from '../../../contract/directory/index.ts';
import {
  type ImportProgress,
  ImportProgressLine,
  previewChanges,
  readPercent,
} from '../../kit/index.ts';
import { BatchUploadPanel } from './BatchUploadPanel.tsx';
import { CopyFromSource } from './CopyFromSource.tsx';
import { ImportSteps } from './ImportSteps.tsx';
import { checkSheet, templateOptionsOf } from './importSheet.ts';
import { previewPersonOf } from './previewPerson.ts';
import { type DirectoryRecord, peopleOfType, usePersonTypes } from './queries.ts';
import { uploadPeople, useDirectoryUpload } from './useDirectoryImport.ts';
import { useSheetRead } from './useSheetRead.ts';

function ReadProgress({ progress }: { progress: ImportProgress }) {
  return (
    <ImportProgressLine
      percent={readPercent(progress, { reading: 10, unpacking: 30, parsing: 60, validating: 10 })}
      label={
        progress.phase === 'unpacking' ? (
          <Trans>Unpacking the spreadsheet…</Trans>
        ) : progress.phase === 'parsing' ? (
          <Trans>Reading the rows of the spreadsheet…</Trans>
        ) : (
          <Trans>Reading the spreadsheet…</Trans>
        )
      }
    />
  );
}

/**
 * The Bulk Import modal (spec/workers.md §2, §4 "Directory import flow", §5): the upload method
 * (Update / Replace Directory), the location and person type, then Template Upload (a sheet read
 * in the spreadsheet worker, checked with the form's row rules, fixed row by row, previewed and
 * uploaded) or Copy From Source. Both need the server (useOnlineOperation).
 */
export function ImportModal(props: {
  routeType: RouteType;
  locations: readonly string[];
  labelOf: (key: string) => string;
  directory: readonly DirectoryRecord[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [method, setMethod] = useState<UploadMethod | null>(null);
  const [location, setLocation] = useState(props.locations[0] ?? '');
  const { types, optionsOf } = usePersonTypes(location);
  const [flowId, setFlowId] = useState<string | null>(
    types.length === 1 ? (types[0]?.flowTypeRef.flowId ?? null) : null,
  );
  const type = types.find((candidate) => candidate.flowTypeRef.flowId === flowId);
  const options = useMemo(() => optionsOf(flowId ?? ''), [optionsOf, flowId]);
  const templateOptions = templateOptionsOf(options);
  const columns = templateColumns(templateOptions);
  const sheet = useSheetRead();
  const upload = useDirectoryUpload();
  const [fixes, setFixes] = useState<ReadonlyMap<number, SheetRow>>(new Map());
  const typeWord =
    props.routeType === 'students'
      ? t`student`
      : props.routeType === 'candidates'
        ? t`candidate`
        : t`employee`;
  const missing =
    method === null
      ? t`You need to select an upload method`
      : type === undefined
        ? t`You need to select a ${typeWord} type`
        : null;

  const stored = useMemo(
    () => peopleOfType(props.directory, location, flowId),
    [props.directory, location, flowId],
  );
  const rows = sheet.state.status === 'read' ? sheet.state.rows : null;
  const check = useMemo(
    () => (rows ? checkSheet(rows, fixes, options, stored, method ?? 'update') : null),
    [rows, fixes, options, stored, method],
  );
  const preview = useMemo(
    () =>
      previewChanges(
        stored.map(previewPersonOf),
        (check?.valid ?? []).map((row) => previewPersonOf(row.person)),
        {
          mode: method ?? 'update',
          key: (person) => person.personalIdentificationNr,
          fields: DIRECTORY_FIELDS,
        },
      ),
    [stored, check, method],
  );
  const warning =
    missing ?? ((check?.valid.length ?? 0) === 0 ? t`No valid data found to upload` : null);

  const startUpload = () => {
    if (warning !== null || !type || !check || method === null) return;
    void upload.run(
      location,
      type.flowTypeRef,
      method,
      uploadPeople(check.valid, options, type.flowTypeRef),
    );
  };
  const reading = sheet.state.status === 'reading' || upload.state.status === 'running';

  return (
    <Modal opened onClose={props.onClose} size="xl" title={t`Bulk Import`}>
      <Stack gap="sm">
        <Radio.Group
          label={t`Upload method`}
          value={method ?? ''}
          onChange={(value) => setMethod(value === 'replace' ? 'replace' : 'update')}
        >
          <Group mt={4}>
            <Radio value="update" label={t`Update Directory`} />
            <Radio value="replace" label={t`Replace Directory`} />
          </Group>
        </Radio.Group>
        <Group grow>
          {props.locations.length > 1 && (
            <Select
              label={t`Location`}
              data={props.locations.map((key) => ({ value: key, label: props.labelOf(key) }))}
              value={location}
              allowDeselect={false}
              onChange={(value) => {
                setLocation(value ?? location);
                setFlowId(null);
              }}
            />
          )}
          <Select
            label={t`Person type`}
            data={types.map((candidate) => candidate.flowTypeRef.flowId)}
            value={flowId}
            onChange={setFlowId}
          />
        </Group>
        {method === 'replace' && (
          <Alert color="orange" variant="light">
            <Trans>
              Replace Directory first deletes every person of this type at the location, then
              uploads the sheet.
            </Trans>
          </Alert>
        )}
        <Tabs defaultValue="template" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="template">
              <Trans>Template Upload</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="copy">
              <Trans>Copy From Source</Trans>
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="template" pt="sm">
            <Stack gap="sm">
              <BatchUploadPanel
                routeType={props.routeType}
                options={templateOptions}
                disabled={reading}
                onFile={(file) => {
                  setFixes(new Map());
                  upload.reset();
                  void sheet.read(file, templateOptions);
                }}
                onRefused={() => sheet.refuse(t`Supports a single xlsx file`)}
              />
              {sheet.state.status === 'reading' && <ReadProgress progress={sheet.state.progress} />}
              {sheet.state.status === 'refused' && (
                <Alert color="red" role="alert">
                  {sheet.state.message}
                </Alert>
              )}
              {check && (
                <ImportSteps
                  key={sheet.state.status === 'read' ? sheet.state.fileName : ''}
                  check={check}
                  columns={columns}
                  preview={preview}
                  typeName={flowId ?? props.routeType}
                  onValidate={(rowNumber, cells) =>
                    setFixes((current) => new Map(current).set(rowNumber, cells))
                  }
                  upload={upload.state}
                  warning={upload.state.status === 'done' ? null : warning}
                  onUpload={startUpload}
                  onRetry={() => void upload.retry()}
                />
              )}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="copy" pt="sm">
            <CopyFromSource
              destination={
                missing === null && type
                  ? { hierarchy: location, flowTypeRef: type.flowTypeRef }
                  : null
              }
              warning={missing}
              labelOf={props.labelOf}
            />
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            <Trans>Close</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
