import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { compareScreenings } from '../../../contract/transitions/preScreening.ts';
import { useFamilyRecords, useLocationSelection } from '../../kit/index.ts';
import { DateRangePicker } from '../../ui/DateRangePicker.tsx';
import { type DateRange, defaultLogRange } from '../../ui/dateRanges.ts';
import { ScreeningTable } from './ScreeningTable.tsx';
import { matchesSearch, type ScreeningRecord } from './screeningRows.ts';

/**
 * {type}/screening-log: the pre-screening items of the selected location subtree (spec/workers.md
 * §2), today by default, ordered by preScreeningDate descending, processing time descending, last
 * name, first name. Live: the sync engine applies the preScreeningEvents of the subtree.
 */
export function ScreeningLogPage() {
  const { root, hierarchies, labelOf } = useLocationSelection();
  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>Screening Log</Trans>
      </Title>
      {root ? (
        <ScreeningLog root={root} hierarchies={hierarchies} labelOf={labelOf} />
      ) : (
        <Skeleton height={160} />
      )}
    </Stack>
  );
}

function ScreeningLog(props: {
  root: string;
  hierarchies: string[];
  labelOf: (key: string) => string;
}) {
  const { t } = useLingui();
  const [range, setRange] = useState<DateRange>(() => defaultLogRange());
  const [search, setSearch] = useState('');
  const keep = useCallback((record: ScreeningRecord) => matchesSearch(record, search), [search]);
  const { records, scope, loading } = useFamilyRecords({
    family: 'preScreening',
    root: props.root,
    hierarchies: props.hierarchies,
    beginTime: range.begin,
    endTime: range.end,
    filter: keep,
    sort: compareScreenings,
  });
  const shown = records ?? [];
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Group gap="sm" align="flex-end">
            <DateRangePicker value={range} onChange={setRange} />
            <TextInput
              label={t`Search`}
              placeholder={t`Name or email`}
              value={search}
              onChange={(changed) => setSearch(changed.currentTarget.value)}
            />
          </Group>
          {records && (
            <Text size="sm" c="dimmed" aria-live="polite">
              <Plural value={shown.length} one="# screening" other="# screenings" />
            </Text>
          )}
        </Group>
        {scope?.status === 'error' && (
          <Alert color="red" variant="light" title={<Trans>Oops!</Trans>}>
            <Trans>
              We had an issue retrieving the employee screening logs. Please try again or contact
              support.
            </Trans>
          </Alert>
        )}
        {loading ? (
          <Skeleton height={160} />
        ) : shown.length === 0 ? (
          <Text c="dimmed">
            <Trans>No screenings in this period.</Trans>
          </Text>
        ) : (
          <ScreeningTable records={shown} labelOf={props.labelOf} />
        )}
      </Stack>
    </Paper>
  );
}
