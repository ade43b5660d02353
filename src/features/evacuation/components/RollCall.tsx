import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import { tableColumns } from '../../../kit/index.ts';
import { ClearFiltersLink } from '../../../ui/ClearFiltersLink.tsx';
import { DataTable } from '../../../ui/dataTable/DataTable.tsx';
import { matchesStatusFilters, type StatusFilter } from '../evacStatus.ts';
import { MarshalRollCall } from '../marshal/MarshalRollCall.tsx';
import { PackAgeText } from '../marshal/PackAgeText.tsx';
import { isPhoneWidth, PHONE_QUERY } from '../marshal/phoneWidth.ts';
import { useRollCall } from '../queries.ts';
import type { Evacuation } from '../rollCallPeople.ts';
import { isAccounted } from '../rollCallRows.ts';
import { useEvacMarkRefusals } from '../useEvacMarkRefusals.ts';
import { type RollCallEntry, useRollCallColumns } from './rollCallColumns.tsx';
import { StatusFilterChips } from './StatusFilterChips.tsx';
import { UpdateEvacStatusModal } from './UpdateEvacStatusModal.tsx';
import { SkeletonLoader } from '../../../ui/SkeletonLoader.tsx';

const rowKey = (row: RollCallEntry) => row.key;
const rowLabel = (row: RollCallEntry) => row.name;

export interface RollCallProps {
  root: string;
  /** The active evacuation per location of the selected subtree (not empty). */
  evacuations: ReadonlyMap<string, Evacuation>;
  labelOf: (hierarchy: string) => string;
}

/**
 * The roll call: everyone the active evacuations account for, with their status (live), the
 * status filter, and 'Update evacuation status' per person where the user may mark. At phone
 * width, marshal mode: a one-handed list (MarshalRollCall) instead of the table.
 */
export function RollCall({ root, evacuations, labelOf }: RollCallProps) {
  const { t } = useLingui();
  const { rows, loading } = useRollCall(root, evacuations);
  const [filters, setFilters] = useState<StatusFilter[]>([]);
  const [marking, setMarking] = useState<RollCallEntry | null>(null);
  const phone = useMediaQuery(PHONE_QUERY, isPhoneWidth(), { getInitialValueInEffect: false });
  useEvacMarkRefusals();
  const onUpdate = useCallback((row: RollCallEntry) => setMarking(row), []);
  const columns = useRollCallColumns({ labelOf, onUpdate });
  const shownColumns = useMemo(() => tableColumns(columns), [columns]);
  const all = rows ?? [];
  const shown = useMemo(
    () => all.filter((row) => matchesStatusFilters(row.status, filters)),
    [all, filters],
  );
  const accounted = all.filter((row) => isAccounted(row.status)).length;
  const total = all.length;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Group gap="sm" wrap="wrap">
            <StatusFilterChips value={filters} onChange={setFilters} />
            <ClearFiltersLink active={filters.length > 0} onClear={() => setFilters([])} />
          </Group>
          {rows && (
            <Group gap="sm">
              <Text size="sm" fw={500} aria-live="polite" data-testid="roll-call-count">
                <Trans>
                  {accounted} of {total} accounted for
                </Trans>
              </Text>
              <Text size="sm" c="dimmed">
                <Plural value={shown.length} one="# person shown" other="# people shown" />
              </Text>
              <PackAgeText />
            </Group>
          )}
        </Group>
        {loading || !rows ? (
          <SkeletonLoader label={t`Loading the roll call`} />
        ) : phone ? (
          <MarshalRollCall
            root={root}
            rows={shown}
            all={all}
            labelOf={labelOf}
            onUpdate={onUpdate}
          />
        ) : (
          <DataTable
            caption={t`Roll call`}
            columns={shownColumns}
            rows={shown}
            rowKey={rowKey}
            rowLabel={rowLabel}
            rowHeight={64}
            empty={
              <Text c="dimmed">
                <Trans>No one to account for here.</Trans>
              </Text>
            }
          />
        )}
      </Stack>
      <UpdateEvacStatusModal person={marking} onClose={() => setMarking(null)} />
    </Paper>
  );
}
