import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { ColumnDescription } from '../../../kit/index.ts';
import { RecordTable } from '../../../kit/pages/RecordTable.tsx';
import { formatTimestamp } from '../../../ui/dateFormat.ts';
import { entryId } from '../evacuationEntry.ts';
import { audiencesOf, type EvacAudience, type Evacuation } from '../rollCallPeople.ts';

export const AUDIENCE_LABELS: Record<EvacAudience, MessageDescriptor> = {
  onsiteVisitors: msg`Visitors on site`,
  onsiteEmployees: msg`Employees on site`,
  employeeDirectory: msg`Employee directory`,
  onsiteParking: msg`Parking on site`,
};

/** The evacuation log's columns: where, when, who started it, whom it reached, its responses. */
function useEvacuationColumns(
  labelOf: (hierarchy: string) => string,
): ColumnDescription<Evacuation>[] {
  const { t, i18n } = useLingui();
  return useMemo<ColumnDescription<Evacuation>[]>(
    () => [
      {
        key: 'location',
        title: t`Location`,
        value: (evacuation) => labelOf(evacuation.EntityHierarchy),
      },
      {
        key: 'started',
        title: t`Started`,
        value: (evacuation) => formatTimestamp(evacuation.activatedTimestamp),
      },
      {
        key: 'ended',
        title: t`Ended`,
        value: (evacuation) => formatTimestamp(evacuation.deactivatedTimestamp),
        render: (evacuation) =>
          evacuation.active ? (
            <Badge color="red" variant="light">
              <Trans>Active</Trans>
            </Badge>
          ) : (
            formatTimestamp(evacuation.deactivatedTimestamp)
          ),
      },
      {
        key: 'initiator',
        title: t`Initiated by`,
        value: (evacuation) => evacuation.initiator ?? '',
      },
      {
        key: 'audiences',
        title: t`Audiences`,
        value: (evacuation) =>
          audiencesOf(evacuation)
            .map((audience) => i18n._(AUDIENCE_LABELS[audience]))
            .join(', '),
      },
      {
        key: 'responses',
        title: t`Responses`,
        exported: false,
        value: () => '',
        render: (evacuation) => (
          <Anchor component={Link} to={`/messaging/evacuation/${entryId(evacuation)}`} size="sm">
            <Trans>Responses</Trans>
          </Anchor>
        ),
      },
    ],
    [t, i18n, labelOf],
  );
}

/** The evacuation log: active and archived evacuations of the subtree, newest first. */
export function EvacuationLog({
  evacuations,
  labelOf,
}: {
  evacuations: readonly Evacuation[];
  labelOf: (hierarchy: string) => string;
}) {
  const { t } = useLingui();
  const columns = useEvacuationColumns(labelOf);
  const active = evacuations.filter((evacuation) => evacuation.active);
  const archive = evacuations.filter((evacuation) => !evacuation.active);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          <Trans>Evacuation log</Trans>
        </Title>
        {evacuations.length === 0 ? (
          <Text c="dimmed">
            <Trans>No evacuations at this location yet.</Trans>
          </Text>
        ) : (
          <>
            <Group gap="xs">
              <Title order={3} size="h5">
                <Trans>Active</Trans>
              </Title>
            </Group>
            {active.length === 0 ? (
              <Text size="sm" c="dimmed">
                <Trans>No evacuation is active.</Trans>
              </Text>
            ) : (
              <RecordTable
                caption={t`Active evacuations`}
                columns={columns}
                rows={active}
                rowKey={entryId}
              />
            )}
            <Title order={3} size="h5">
              <Trans>Archive</Trans>
            </Title>
            {archive.length === 0 ? (
              <Text size="sm" c="dimmed">
                <Trans>No past evacuations.</Trans>
              </Text>
            ) : (
              <RecordTable
                caption={t`Past evacuations`}
                columns={columns}
                rows={archive}
                rowKey={entryId}
              />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
