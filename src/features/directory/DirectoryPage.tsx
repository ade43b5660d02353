import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useLocationAccess, useSyncEngine } from '../../kit/index.ts';
import type { CsvColumn } from '../../ui/csv.ts';
import { CsvExportButton } from '../../ui/CsvExportButton.tsx';
import { DeferredEvacuationControl } from '../evacuation/control/DeferredEvacuationControl.tsx';
import { DeleteConfirmation } from './DeleteConfirmation.tsx';
import { DirectoryTable, rowKey } from './DirectoryTable.tsx';
import { DirectoryRefusals } from './DirectoryRefusals.tsx';
import { type DirectoryRefusal, useDeletePeople } from './mutations.ts';
import { PersonForm } from './PersonForm.tsx';
import { type DirectoryRecord, useDirectory } from './queries.ts';

// The Bulk Import modal (its stepper, forms and the sheet reader's client) loads when opened.
const ImportModal = lazy(() =>
  import('./ImportModal.tsx').then((module) => ({ default: module.ImportModal })),
);

/**
 * People a page of the table (the spec gives no size for it): a directory of thousands is not
 * rendered at once.
 */
export const DIRECTORY_PAGE_SIZE = 50;

const matches = (record: DirectoryRecord, search: string) => {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [
    record.firstName,
    record.lastName,
    record.personalIdentificationNr,
    record.organizationIdValue,
    record.email,
    record.phoneNumber,
  ].some((value) => (value ?? '').toLowerCase().includes(needle));
};

/**
 * {type}/directory (spec/workers.md §2): the people of the selected subtree, titled per route
 * type, with search, multi-select delete, export, Add and Refresh, and the evacuation control at
 * the top right. Add / Modify replaces the table. Changes are mutators: they work offline.
 */
export function DirectoryPage() {
  const { features } = useLocationAccess();
  const type = features.employeeRouteType;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>
          {type === 'students' ? (
            <Trans>Student Directory</Trans>
          ) : type === 'candidates' ? (
            <Trans>Candidate Directory</Trans>
          ) : (
            <Trans>Employee Directory</Trans>
          )}
        </Title>
        <DeferredEvacuationControl />
      </Group>
      <Directory />
    </Stack>
  );
}

function Directory() {
  const { t } = useLingui();
  const { root, hierarchies, labelOf, features } = useLocationAccess();
  const engine = useSyncEngine();
  const deletePeople = useDeletePeople();
  const { records, loading, scope } = useDirectory(root ?? '', hierarchies);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [form, setForm] = useState<{
    editing?: DirectoryRecord;
    refusal?: DirectoryRefusal & { kind: 'add' | 'edit' };
  } | null>(null);
  const [deleting, setDeleting] = useState<DirectoryRecord[] | null>(null);
  const [importing, setImporting] = useState(false);
  const all = records ?? [];
  const shown = useMemo(() => all.filter((record) => matches(record, search)), [all, search]);
  const pages = Math.max(1, Math.ceil(shown.length / DIRECTORY_PAGE_SIZE));
  const currentPage = Math.min(page, pages);
  const pageRecords = useMemo(
    () => shown.slice((currentPage - 1) * DIRECTORY_PAGE_SIZE, currentPage * DIRECTORY_PAGE_SIZE),
    [shown, currentPage],
  );
  const columns = {
    alternateId: features.employeeAlternatePersonalIdNr,
    lineManagers: features.employeeLineManagers,
    tags: features.employeeTags,
  };
  const exportColumns = useMemo(() => {
    const list: CsvColumn<DirectoryRecord>[] = [
      { title: 'firstName', key: 'firstName' },
      { title: 'lastName', key: 'lastName' },
      { title: 'personalIdentificationNr', key: 'personalIdentificationNr' },
      ...(columns.alternateId
        ? [{ title: 'alternatePersonalIdNr', key: 'alternatePersonalIdNr' } as const]
        : []),
      { title: 'organizationIdValue', key: 'organizationIdValue' },
      { title: 'phoneNumber', key: 'phoneNumber' },
      { title: 'email', key: 'email' },
      { title: 'employeeType', value: (r) => r.flowTypeRef?.flowId ?? '' },
      ...(columns.lineManagers
        ? [
            {
              title: 'lineManagers',
              value: (r: DirectoryRecord) => (r.lineManagers ?? []).join(' | '),
            },
          ]
        : []),
      ...(columns.tags
        ? [{ title: 'tags', value: (r: DirectoryRecord) => (r.tags ?? []).join(' | ') }]
        : []),
    ];
    return list;
  }, [columns.alternateId, columns.lineManagers, columns.tags]);
  const confirmDelete = useCallback(async () => {
    const people = deleting ?? [];
    setDeleting(null);
    setSelected(new Set());
    await deletePeople(
      people.map((p) => ({ hierarchy: p.EntityHierarchy, ProfileId: p.ProfileId })),
    );
  }, [deleting, deletePeople]);

  if (!root) return <Skeleton height={160} />;
  if (form) {
    return (
      <PersonForm
        {...(form.editing ? { editing: form.editing } : {})}
        {...(form.refusal ? { refusal: form.refusal } : {})}
        locations={hierarchies}
        labelOf={labelOf}
        directory={all}
        onClose={() => setForm(null)}
      />
    );
  }
  const selectedPeople = all.filter((record) => selected.has(rowKey(record)));
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <TextInput
            label={t`Search`}
            placeholder={t`Name, ID, email or phone`}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
          <Group gap="sm">
            <Button
              color="red"
              variant="light"
              disabled={selectedPeople.length === 0}
              onClick={() => setDeleting(selectedPeople)}
            >
              <Trans>Delete selected</Trans>
            </Button>
            {features.exports.employee && (
              <CsvExportButton
                name={`${features.employeeRouteType}-directory`}
                columns={exportColumns}
                rows={shown}
              />
            )}
            <Button variant="default" onClick={() => setImporting(true)}>
              <Trans>Import</Trans>
            </Button>
            <Button onClick={() => setForm({})}>
              <Trans>Add</Trans>
            </Button>
            <Button variant="default" onClick={() => void engine.refresh()}>
              <Trans>Refresh</Trans>
            </Button>
          </Group>
        </Group>
        {search.trim() !== '' && (
          <Group gap="xs">
            <Text size="sm">
              <Trans>
                Showing {shown.length} of {all.length} people.
              </Trans>
            </Text>
            <Anchor
              component="button"
              size="sm"
              onClick={() => {
                setSearch('');
                setPage(1);
              }}
            >
              <Trans>Clear filters</Trans>
            </Anchor>
          </Group>
        )}
        <DirectoryRefusals
          hierarchies={hierarchies}
          onEdit={(refusal) => {
            const { hierarchy, ProfileId } = refusal.args;
            const stored = all.find(
              (record) => record.EntityHierarchy === hierarchy && record.ProfileId === ProfileId,
            );
            setForm({ refusal, ...(stored ? { editing: stored } : {}) });
          }}
        />
        {scope?.status === 'error' && (
          <Alert color="red" variant="light">
            <Trans>We could not load the directory. Please try again.</Trans>
          </Alert>
        )}
        {loading ? (
          <Skeleton height={160} />
        ) : shown.length === 0 ? (
          <Text c="dimmed">
            <Trans>No people in the directory.</Trans>
          </Text>
        ) : (
          <>
            <DirectoryTable
              records={pageRecords}
              columns={columns}
              selected={selected}
              onSelect={setSelected}
              onEdit={(record) => setForm({ editing: record })}
              onDelete={(record) => setDeleting([record])}
            />
            {pages > 1 && (
              <Pagination
                total={pages}
                value={currentPage}
                onChange={setPage}
                size="sm"
                aria-label={t`Directory pages`}
              />
            )}
          </>
        )}
      </Stack>
      {importing && (
        <Suspense fallback={null}>
          <ImportModal
            routeType={features.employeeRouteType}
            locations={hierarchies}
            labelOf={labelOf}
            directory={all}
            onClose={() => setImporting(false)}
          />
        </Suspense>
      )}
      {deleting && (
        <DeleteConfirmation
          people={deleting}
          onConfirm={() => void confirmDelete()}
          onClose={() => setDeleting(null)}
        />
      )}
    </Paper>
  );
}
