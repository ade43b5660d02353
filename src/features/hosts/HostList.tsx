import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { useMemo } from 'react';
import { type ColumnDescription, RowSyncMarker, useNotApplied } from '../../kit/index.ts';
import { RecordTable } from '../../kit/pages/RecordTable.tsx';
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

const hostKey = (host: HostRecord) => `${host.EntityHierarchy}\u0000${host.uniqueAttributeValue}`;

/** The table view: name, email, phone, source, location, actions. */
export function HostTable(props: {
  hosts: HostRecord[];
  labelOf: (key: string) => string;
  actions: HostActions;
}) {
  const { t } = useLingui();
  const notApplied = useNotApplied('hosts');
  const { labelOf, actions } = props;
  const columns = useMemo<ColumnDescription<HostRecord>[]>(
    () => [
      {
        key: 'name',
        title: t`Name`,
        value: (host) => host.name,
        render: (host) => (
          <>
            {host.name} <RowSyncMarker record={host} notApplied={notApplied(host)} />
          </>
        ),
      },
      { key: 'email', title: t`Email`, value: (host) => host.email },
      { key: 'phone', title: t`Phone number`, value: (host) => host.phone_number ?? '' },
      {
        key: 'source',
        title: t`Source`,
        value: (host) => host.dataSource,
        render: (host) => <SourceBadge host={host} />,
      },
      { key: 'location', title: t`Location`, value: (host) => labelOf(host.EntityHierarchy) },
      {
        key: 'actions',
        title: t`Actions`,
        value: () => '',
        exported: false,
        render: (host) => <Actions host={host} actions={actions} />,
      },
    ],
    [t, notApplied, labelOf, actions],
  );
  return <RecordTable caption="hosts" columns={columns} rows={props.hosts} rowKey={hostKey} />;
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
        <Card key={hostKey(host)} withBorder role="listitem">
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
