import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { CsvExportButton } from '../../ui/CsvExportButton.tsx';
import type { CsvColumn } from '../../ui/csv.ts';
import { DateRangePicker } from '../../ui/DateRangePicker.tsx';
import { type DateRange, defaultAnalyticsRange } from '../../ui/dateRanges.ts';
import {
  AnalyticsRangeRefusal,
  analyticsRange,
  analyticsRangeUsable,
} from '../charts/AnalyticsRange.tsx';
import { useLocationSelection } from '../location/useLocationSelection.ts';

/** What an analytics page computes its figures for. */
export interface AnalyticsWhere {
  root: string;
  hierarchies: string[];
  range: { beginTime: number; endTime: number };
}

/**
 * The shell of an analytics page: its heading, the range of days (default the last 30, at most a
 * year and a day: a longer one is refused), a skeleton while the location is not known, then
 * `children` for the selected subtree and range.
 */
export function AnalyticsPage(props: {
  title: ReactNode;
  children: (where: AnalyticsWhere) => ReactNode;
}) {
  const { root, hierarchies } = useLocationSelection();
  const [picked, setPicked] = useState<DateRange>(() => defaultAnalyticsRange());
  const range = useMemo(() => analyticsRange(picked), [picked]);
  return (
    <Stack gap="md">
      <Title order={1}>{props.title}</Title>
      <DateRangePicker value={picked} onChange={setPicked} />
      {!analyticsRangeUsable(range) ? (
        <AnalyticsRangeRefusal range={range} />
      ) : root ? (
        props.children({ root, hierarchies, range })
      ) : (
        <Skeleton height={320} />
      )}
    </Stack>
  );
}

/**
 * Computed figures with their states: the alert when they could not be computed (`failure`), a
 * skeleton while they are, then where they come from (`syncing`: the latest records are still
 * loading), the CSV export and the figures themselves.
 */
export function AnalyticsFigures<Row>(props: {
  failure: ReactNode | null;
  loading: boolean;
  syncing: ReactNode | null;
  csv: {
    name: string;
    columns: readonly CsvColumn<Row>[];
    rows: readonly Row[];
    disabled: boolean;
  };
  testId: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  if (props.failure !== null) {
    return (
      <Alert color="red" role="alert" title={t`The figures could not be computed`}>
        {props.failure}
      </Alert>
    );
  }
  if (props.loading) return <Skeleton height={320} data-testid="analytics-loading" />;
  return (
    <Stack gap="lg" data-testid={props.testId}>
      <Group justify="space-between" align="center">
        <Text size="sm" c="dimmed" aria-live="polite">
          {props.syncing ?? (
            <Trans>Figures from this device, kept up to date while you are online.</Trans>
          )}
        </Text>
        <CsvExportButton
          name={props.csv.name}
          columns={props.csv.columns}
          rows={props.csv.rows}
          disabled={props.csv.disabled}
        />
      </Group>
      {props.children}
    </Stack>
  );
}

/**
 * A figure of the present moment on an analytics page (who is on site now), shown while the
 * range holds the present: its label, the count (a skeleton until known) and a note saying what
 * it counts beyond the range's own records (arrivals before its first day who have not left;
 * docs/midnight-and-time-zones.md).
 */
export function AnalyticsNowFigure(props: {
  label: ReactNode;
  note: ReactNode;
  value: number | undefined;
  testId: string;
}) {
  return (
    <Paper withBorder p="sm" data-testid={props.testId}>
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      {props.value === undefined ? (
        <Skeleton height={28} width={60} mt={4} />
      ) : (
        <Text size="xl" fw={700} data-testid={`${props.testId}-value`}>
          {props.value}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {props.note}
      </Text>
    </Paper>
  );
}
