import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatTimestamp } from '../../../ui/dateFormat.ts';
import { entryId } from '../evacuationEntry.ts';
import { audiencesOf, type EvacAudience, type Evacuation } from '../rollCallPeople.ts';

export const AUDIENCE_LABELS: Record<EvacAudience, MessageDescriptor> = {
  onsiteVisitors: msg`Visitors on site`,
  onsiteEmployees: msg`Employees on site`,
  employeeDirectory: msg`Employee directory`,
  onsiteParking: msg`Parking on site`,
};

function LogTable({
  evacuations,
  labelOf,
  caption,
}: {
  evacuations: readonly Evacuation[];
  labelOf: (hierarchy: string) => string;
  caption: string;
}) {
  const { i18n } = useLingui();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Location</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Started</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Ended</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Initiated by</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Audiences</Trans>
            </Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {evacuations.map((evacuation) => (
            <Table.Tr key={entryId(evacuation)}>
              <Table.Td>{labelOf(evacuation.EntityHierarchy)}</Table.Td>
              <Table.Td>{formatTimestamp(evacuation.activatedTimestamp)}</Table.Td>
              <Table.Td>
                {evacuation.active ? (
                  <Badge color="red" variant="light">
                    <Trans>Active</Trans>
                  </Badge>
                ) : (
                  formatTimestamp(evacuation.deactivatedTimestamp)
                )}
              </Table.Td>
              <Table.Td>{evacuation.initiator ?? ''}</Table.Td>
              <Table.Td>
                {audiencesOf(evacuation)
                  .map((audience) => i18n._(AUDIENCE_LABELS[audience]))
                  .join(', ')}
              </Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/messaging/evacuation/${entryId(evacuation)}`}
                  size="sm"
                >
                  <Trans>Responses</Trans>
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
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
              <LogTable evacuations={active} labelOf={labelOf} caption={t`Active evacuations`} />
            )}
            <Title order={3} size="h5">
              <Trans>Archive</Trans>
            </Title>
            {archive.length === 0 ? (
              <Text size="sm" c="dimmed">
                <Trans>No past evacuations.</Trans>
              </Text>
            ) : (
              <LogTable evacuations={archive} labelOf={labelOf} caption={t`Past evacuations`} />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
