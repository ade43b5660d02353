import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { RowSyncMarker, useLocationSelection } from '../../kit/index.ts';
import { formatTimestamp } from '../../ui/dateFormat.ts';
import { EvacStatusBadge, EvacStatusStyles } from './components/EvacStatusBadge.tsx';
import { responseStatus } from './evacStatus.ts';
import { parseEntryId } from './evacuationEntry.ts';
import { useEvacuationResponses, useEvacuations, useRollCall } from './queries.ts';
import type { Evacuation } from './rollCallPeople.ts';

/**
 * /messaging/evacuation/:entry: every mark given during one evacuation, newest first by
 * responseTimestamp: the person, who marked, when, the status and the comment.
 */
export function EvacuationResponsesPage() {
  const { entry } = useParams({ strict: false });
  const { root, labelOf } = useLocationSelection();
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

function EntryResponses(props: {
  root: string;
  hierarchy: string;
  activatedTimestamp: number;
  labelOf: (hierarchy: string) => string;
}) {
  const { root, hierarchy, activatedTimestamp, labelOf } = props;
  const { records, loading } = useEvacuations({ root, hierarchies: [hierarchy] });
  const evacuation = records?.find((e) => e.activatedTimestamp === activatedTimestamp);
  if (loading || !records) return <Skeleton height={120} />;
  if (!evacuation) return <NotOnDevice />;
  return <ResponsesTable root={root} evacuation={evacuation} labelOf={labelOf} />;
}

function ResponsesTable({
  root,
  evacuation,
  labelOf,
}: {
  root: string;
  evacuation: Evacuation;
  labelOf: (hierarchy: string) => string;
}) {
  const { t } = useLingui();
  const { records } = useEvacuationResponses(root, evacuation);
  const covered = useMemo(() => new Map([[evacuation.EntityHierarchy, evacuation]]), [evacuation]);
  const { rows: people } = useRollCall(root, covered);
  const names = useMemo(
    () => new Map((people ?? []).map((person) => [person.key, person.name])),
    [people],
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
          <Table.ScrollContainer minWidth={640}>
            <Table aria-label={t`Evacuation Responses`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Person</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Status</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Marked by</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>When</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Comment</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {records.map((response) => {
                  const person = names.get(response.personKey ?? '') ?? response.personKey ?? '';
                  return (
                    <Table.Tr key={response.responseKey} aria-label={person}>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <span>{person}</span>
                          <RowSyncMarker record={response} />
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <EvacStatusBadge status={responseStatus(response.status)} />
                      </Table.Td>
                      <Table.Td>
                        {response.respondedBy?.name || response.respondedBy?.email || ''}
                      </Table.Td>
                      <Table.Td>{formatTimestamp(response.responseTimestamp)}</Table.Td>
                      <Table.Td>{response.comment ?? ''}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
