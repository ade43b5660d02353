import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { isInSubtree } from '../../../contract/hierarchy.ts';
import {
  type ColumnDescription,
  type FamilyRecord,
  RowSyncMarker,
  useLocationSelection,
} from '../../kit/index.ts';
import { RecordTable } from '../../kit/pages/RecordTable.tsx';
import { formatTimestamp } from '../../ui/dateFormat.ts';
import { EvacStatusBadge, EvacStatusStyles } from './components/EvacStatusBadge.tsx';
import { responseStatus } from './evacStatus.ts';
import { parseEntryId } from './evacuationEntry.ts';
import { useEvacuationResponses, useEvacuations, useRollCall } from './queries.ts';
import { EvacuationReport } from './report/EvacuationReport.tsx';
import type { Evacuation } from './rollCallPeople.ts';

/**
 * /messaging/evacuation/:entry: every mark given during one evacuation, newest first by
 * responseTimestamp (the person, who marked, when, the status and the comment), and its Report
 * tab (report/EvacuationReport.tsx), mounted only when chosen.
 */
export function EvacuationResponsesPage() {
  const { entry } = useParams({ strict: false });
  const { root, hierarchies, labelOf } = useLocationSelection();
  const wanted = entry ? parseEntryId(entry) : null;
  return (
    <Stack gap="md">
      <EvacStatusStyles />
      <Group justify="space-between">
        <Title order={1}>
          <Trans>Evacuation Responses</Trans>
        </Title>
        <Anchor component={Link} to="/messaging/evacuation" size="sm">
          <Trans>Back to the evacuation</Trans>
        </Anchor>
      </Group>
      {!wanted ? (
        <NotOnDevice />
      ) : root ? (
        <EntryResponses
          root={root}
          selected={hierarchies}
          hierarchy={wanted.EntityHierarchy}
          activatedTimestamp={wanted.activatedTimestamp}
          labelOf={labelOf}
        />
      ) : (
        <Skeleton height={120} />
      )}
    </Stack>
  );
}

function NotOnDevice() {
  return (
    <Text c="dimmed">
      <Trans>This evacuation is not on this device.</Trans>
    </Text>
  );
}

/**
 * One start writes an event at its location and at each location below it (same
 * activatedTimestamp): the entry covers those, so a region's entry lists the marks of its sites.
 */
function EntryResponses(props: {
  root: string;
  selected: readonly string[];
  hierarchy: string;
  activatedTimestamp: number;
  labelOf: (hierarchy: string) => string;
}) {
  const { root, selected, hierarchy, activatedTimestamp, labelOf } = props;
  const subtree = useMemo(
    () => [
      hierarchy,
      ...selected.filter((key) => key !== hierarchy && isInSubtree(key, hierarchy)),
    ],
    [hierarchy, selected],
  );
  const { records, loading } = useEvacuations({ root, hierarchies: subtree });
  const covered = useMemo(
    () =>
      new Map(
        (records ?? [])
          .filter((e) => e.activatedTimestamp === activatedTimestamp)
          .map((e) => [e.EntityHierarchy, e]),
      ),
    [records, activatedTimestamp],
  );
  const evacuation = covered.get(hierarchy);
  if (loading || !records) return <Skeleton height={120} />;
  if (!evacuation) return <NotOnDevice />;
  return (
    <Tabs defaultValue="responses" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="responses">
          <Trans>Responses</Trans>
        </Tabs.Tab>
        <Tabs.Tab value="report">
          <Trans>Report</Trans>
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="responses" pt="md">
        <ResponsesTable root={root} evacuation={evacuation} covered={covered} labelOf={labelOf} />
      </Tabs.Panel>
      <Tabs.Panel value="report" pt="md">
        <Paper withBorder p="md" radius="md">
          <EvacuationReport
            root={root}
            evacuation={evacuation}
            covered={covered}
            location={labelOf(evacuation.EntityHierarchy)}
          />
        </Paper>
      </Tabs.Panel>
    </Tabs>
  );
}

type EvacResponseRow = FamilyRecord<'evacResponses'>;
const responseKey = (response: EvacResponseRow) => response.responseKey;

function ResponsesTable({
  root,
  evacuation,
  covered,
  labelOf,
}: {
  root: string;
  evacuation: Evacuation;
  covered: ReadonlyMap<string, Evacuation>;
  labelOf: (hierarchy: string) => string;
}) {
  const { t } = useLingui();
  const { records } = useEvacuationResponses(root, evacuation, covered);
  const { rows: people } = useRollCall(root, covered);
  const names = useMemo(
    () => new Map((people ?? []).map((person) => [person.key, person.name])),
    [people],
  );
  const personOf = useCallback(
    (response: EvacResponseRow) => names.get(response.personKey ?? '') ?? response.personKey ?? '',
    [names],
  );
  const columns = useMemo<ColumnDescription<EvacResponseRow>[]>(
    () => [
      {
        key: 'person',
        title: t`Person`,
        value: personOf,
        render: (response) => (
          <Group gap="xs" wrap="nowrap">
            <span>{personOf(response)}</span>
            <RowSyncMarker record={response} />
          </Group>
        ),
      },
      {
        key: 'status',
        title: t`Status`,
        value: (response) => response.status,
        render: (response) => <EvacStatusBadge status={responseStatus(response.status)} />,
      },
      {
        key: 'markedBy',
        title: t`Marked by`,
        value: (response) => response.respondedBy?.name || response.respondedBy?.email || '',
      },
      {
        key: 'when',
        title: t`When`,
        value: (response) => formatTimestamp(response.responseTimestamp),
      },
      { key: 'comment', title: t`Comment`, value: (response) => response.comment ?? '' },
    ],
    [t, personOf],
  );
  const location = labelOf(evacuation.EntityHierarchy);
  const started = formatTimestamp(evacuation.activatedTimestamp);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text>
          <Trans>
            {location}, started {started}
          </Trans>
        </Text>
        {!records ? (
          <Skeleton height={80} />
        ) : records.length === 0 ? (
          <Text c="dimmed">
            <Trans>No one has been marked yet.</Trans>
          </Text>
        ) : (
          <RecordTable
            caption={t`Evacuation Responses`}
            columns={columns}
            rows={records}
            rowKey={responseKey}
            rowLabel={personOf}
          />
        )}
      </Stack>
    </Paper>
  );
}
