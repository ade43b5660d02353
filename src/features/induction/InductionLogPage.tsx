import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { ALL_LOCATIONS } from '../../../contract/hierarchy.ts';
import {
  OnlineOperationNotice,
  useFamilyRecords,
  useOperationAccess,
  useSiteRangeState,
} from '../../kit/index.ts';
import { type SubtreeLogProps, SubtreeLogPage } from '../../kit/pages/LogPageFrame.tsx';
import { RecordLog } from '../../kit/pages/RecordLog.tsx';
import { presetRange } from '../../ui/dateRanges.ts';
import { useInductionColumns } from './inductionColumns.tsx';
import {
  type CompletionRecord,
  compareCompletions,
  completionKey,
  completionName,
  matchesSearch,
} from './inductionRows.ts';
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
  return (
    <SubtreeLogPage
      title={<Trans>Induction Log</Trans>}
      aside={(root) => root !== ALL_LOCATIONS && <CaptureLink at={root} />}
      log={InductionLog}
    />
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

function InductionLog(props: SubtreeLogProps) {
  const { t } = useLingui();
  const [range, setRange] = useSiteRangeState((now, zone) => presetRange(DEFAULT_DAYS, now, zone));
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
  // The status is computed against the time the log was last rendered.
  const columns = useInductionColumns(configurations, props.labelOf, Date.now());
  return (
    <RecordLog
      caption={t`Induction log`}
      columns={columns}
      rows={records}
      rowKey={completionKey}
      rowLabel={completionName}
      rowHeight={56}
      loading={loading}
      failed={scope?.status === 'error'}
      failure={<Trans>The induction log could not be loaded. Please try again.</Trans>}
      empty={
        <Text c="dimmed">
          <Trans>No inductions in this period.</Trans>
        </Text>
      }
      count={(shown) => <Plural value={shown.length} one="# induction" other="# inductions" />}
      range={range}
      onRange={setRange}
      search={{ value: search, onChange: setSearch, placeholder: t`Name, email or phone` }}
      notices={
        <OnlineOperationNotice state={operation.state} onRetry={() => void operation.retry()} />
      }
    />
  );
}
