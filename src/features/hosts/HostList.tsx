import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, SimpleGrid, Table, Text } from '@mantine/core';
import { RowSyncMarker, useNotApplied } from '../../kit/index.ts';
import type { HostRecord } from './queries.ts';

export interface HostActions {
  canChange: boolean;
  onEdit: (host: HostRecord) => void;
  onDelete: (host: HostRecord) => void;
  onResetSync: (host: HostRecord) => void;
}

function SourceBadge({ host }: { host: HostRecord }) {
  return host.dataSource ? (
    <Badge variant="light" size="sm">
      {host.dataSource}
    </Badge>
  ) : null;
}

function Actions({ host, actions }: { host: HostRecord; actions: HostActions }) {
  const { t } = useLingui();
  if (!actions.canChange) return null;
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-xs"
        variant="subtle"
        aria-label={t`Edit ${host.name}`}
        onClick={() => actions.onEdit(host)}
      >
        <Trans>Edit</Trans>
      </Button>
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        aria-label={t`Delete ${host.name}`}
        onClick={() => actions.onDelete(host)}
      >
        <Trans>Delete</Trans>
      </Button>
      {host.dataSource !== 'ADHOSTSYNC' && (
        <Button
          size="compact-xs"
          variant="subtle"
          aria-label={t`Reset sync status of ${host.name}`}
          onClick={() => actions.onResetSync(host)}
        >
          <Trans>Reset sync status</Trans>
        </Button>
      )}
    </Group>
  );
}

/** The table view: name, email, phone, source, location, actions. */
export function HostTable(props: {
  hosts: HostRecord[];
  labelOf: (key: string) => string;
  actions: HostActions;
}) {
  const notApplied = useNotApplied('hosts');
  return (
    <Table striped highlightOnHover aria-label="hosts">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <Trans>Name</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Email</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Phone number</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Source</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Location</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Actions</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.hosts.map((host) => (
          <Table.Tr key={`${host.EntityHierarchy}\u0000${host.uniqueAttributeValue}`}>
            <Table.Td>
              {host.name} <RowSyncMarker record={host} notApplied={notApplied(host)} />
            </Table.Td>
            <Table.Td>{host.email}</Table.Td>
            <Table.Td>{host.phone_number ?? ''}</Table.Td>
            <Table.Td>
              <SourceBadge host={host} />
            </Table.Td>
            <Table.Td>{props.labelOf(host.EntityHierarchy)}</Table.Td>
            <Table.Td>
              <Actions host={host} actions={props.actions} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The contact view: one card per host. */
export function HostContacts(props: {
  hosts: HostRecord[];
  labelOf: (key: string) => string;
  actions: HostActions;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="list" aria-label="hosts">
      {props.hosts.map((host) => (
        <Card
          key={`${host.EntityHierarchy}\u0000${host.uniqueAttributeValue}`}
          withBorder
          role="listitem"
        >
          <Group justify="space-between" align="flex-start">
            <Text fw={600}>{host.name}</Text>
            <SourceBadge host={host} />
          </Group>
          <Text size="sm">
            <a href={`mailto:${host.email}`}>{host.email}</a>
          </Text>
          {host.phone_number && (
            <Text size="sm">
              <a href={`tel:${host.phone_number}`}>{host.phone_number}</a>
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {props.labelOf(host.EntityHierarchy)}
          </Text>
          <Actions host={host} actions={props.actions} />
        </Card>
      ))}
    </SimpleGrid>
  );
}
