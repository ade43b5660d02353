import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { ALL_LOCATIONS } from '../../../contract/hierarchy.ts';
import {
  OnlineOperationNotice,
  useFamilyRecords,
  useLocationSelection,
  useOperationAccess,
} from '../../kit/index.ts';
import { DateRangePicker } from '../../ui/DateRangePicker.tsx';
import { type DateRange, presetRange } from '../../ui/dateRanges.ts';
import { InductionTable } from './InductionTable.tsx';
import { type CompletionRecord, compareCompletions, matchesSearch } from './inductionRows.ts';
import { useInductionConfigurations } from './queries.ts';

/**
 * Gatehouse's default range of the induction log: the last 30 days (a completion stays valid for
 * weeks, so today's alone would hide most of what the log is for).
 */
const DEFAULT_DAYS = 30;

/**
 * induction/log: the induction completions of the selected subtree (spec/visitors.md §2), newest
 * first, live, each with its status under its location's configuration.
 */
export function InductionLogPage() {
  const { root, hierarchies, labelOf } = useLocationSelection();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>
          <Trans>Induction Log</Trans>
        </Title>
        {root && root !== ALL_LOCATIONS && <CaptureLink at={root} />}
      </Group>
      {root ? (
        <InductionLog root={root} hierarchies={hierarchies} labelOf={labelOf} />
      ) : (
        <Skeleton height={160} />
      )}
    </Stack>
  );
}

/** To induction/capture, for whoever may record an induction at the selected location. */
function CaptureLink(props: { at: string }) {
  const access = useOperationAccess('inductionOperations/captureInductionCompletion', [props.at]);
  if (!access.allowed) return null;
  return (
    <Anchor component={Link} to="/induction/capture">
      <Trans>Record an induction</Trans>
    </Anchor>
  );
}

function InductionLog(props: {
  root: string;
  hierarchies: string[];
  labelOf: (key: string) => string;
}) {
  const { t } = useLingui();
  const [range, setRange] = useState<DateRange>(() => presetRange(DEFAULT_DAYS));
  const [search, setSearch] = useState('');
  const keep = useCallback((record: CompletionRecord) => matchesSearch(record, search), [search]);
  const { records, scope, loading } = useFamilyRecords({
    family: 'inductionCompletions',
    root: props.root,
    hierarchies: props.hierarchies,
    beginTime: range.begin,
    endTime: range.end,
    filter: keep,
    sort: compareCompletions,
  });
  const { configurations, operation } = useInductionConfigurations(props.hierarchies);
  const shown = records ?? [];
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Group gap="sm" align="flex-end">
            <DateRangePicker value={range} onChange={setRange} />
            <TextInput
              label={t`Search`}
              placeholder={t`Name, email or phone`}
              value={search}
              onChange={(changed) => setSearch(changed.currentTarget.value)}
            />
          </Group>
          {records && (
            <Text size="sm" c="dimmed" aria-live="polite">
              <Plural value={shown.length} one="# induction" other="# inductions" />
            </Text>
          )}
        </Group>
        <OnlineOperationNotice state={operation.state} onRetry={() => void operation.retry()} />
        {scope?.status === 'error' && (
          <Alert color="red" variant="light" title={<Trans>Oops!</Trans>}>
            <Trans>The induction log could not be loaded. Please try again.</Trans>
          </Alert>
        )}
        {loading ? (
          <Skeleton height={160} />
        ) : shown.length === 0 ? (
          <Text c="dimmed">
            <Trans>No inductions in this period.</Trans>
          </Text>
        ) : (
          <InductionTable
            records={shown}
            configurations={configurations}
            labelOf={props.labelOf}
            now={Date.now()}
          />
        )}
      </Stack>
    </Paper>
  );
}
