import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Table, Text } from '@mantine/core';
import { DEVICE_KIND_LABELS } from './deviceKinds.ts';
import type { DeviceRecord } from './queries.ts';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const formatTimestamp = (ms: number) => dateTime.format(new Date(ms));

interface DeviceTableProps {
  devices: readonly DeviceRecord[];
  labelOf: (hierarchy: string) => string;
  onRemove: (device: DeviceRecord) => void;
}

/** Devices with their location, kind and connection state (connected / last seen). */
export function DeviceTable({ devices, labelOf, onRemove }: DeviceTableProps) {
  const { t } = useLingui();
  return (
    <Table striped highlightOnHover aria-label={t`Devices`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <Trans>Name</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Kind</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Location</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Connection</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Last seen</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Actions</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {devices.map((device) => {
          const connected = device.connectionState === 'CONNECTED';
          const name = device.name;
          return (
            <Table.Tr
              key={`${device.EntityHierarchy}/${device.deviceId}`}
              data-device={device.deviceId}
              data-connection={device.connectionState}
            >
              <Table.Td>{device.name}</Table.Td>
              <Table.Td>{t(DEVICE_KIND_LABELS[device.kind])}</Table.Td>
              <Table.Td>{labelOf(device.EntityHierarchy)}</Table.Td>
              <Table.Td>
                <Badge color={connected ? 'green' : 'gray'} variant="light">
                  {connected ? t`Connected` : t`Disconnected`}
                </Badge>
              </Table.Td>
              <Table.Td>
                {connected ? (
                  <Trans>Now</Trans>
                ) : device.lastSeenAt ? (
                  formatTimestamp(device.lastSeenAt)
                ) : (
                  <Text span c="dimmed" size="sm">
                    <Trans>Never</Trans>
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => onRemove(device)}
                  aria-label={t`Remove ${name}`}
                >
                  <Trans>Remove</Trans>
                </Button>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
