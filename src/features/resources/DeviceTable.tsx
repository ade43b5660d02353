import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { ColumnDescription } from '../../kit/index.ts';
import { RecordTable } from '../../kit/pages/RecordTable.tsx';
import { DEVICE_KIND_LABELS } from './deviceKinds.ts';
import type { DeviceRecord } from './queries.ts';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const formatTimestamp = (ms: number) => dateTime.format(new Date(ms));

interface DeviceTableProps {
  devices: readonly DeviceRecord[];
  labelOf: (hierarchy: string) => string;
  onRemove: (device: DeviceRecord) => void;
}

const deviceKey = (device: DeviceRecord) => `${device.EntityHierarchy}/${device.deviceId}`;
const deviceAttributes = (device: DeviceRecord) => ({
  'data-device': device.deviceId,
  'data-connection': device.connectionState,
});

/** Devices with their location, kind and connection state (connected / last seen). */
export function DeviceTable({ devices, labelOf, onRemove }: DeviceTableProps) {
  const { t } = useLingui();
  const columns = useMemo<ColumnDescription<DeviceRecord>[]>(
    () => [
      { key: 'name', title: t`Name`, value: (device) => device.name },
      { key: 'kind', title: t`Kind`, value: (device) => t(DEVICE_KIND_LABELS[device.kind]) },
      {
        key: 'location',
        title: t`Location`,
        value: (device) => labelOf(device.EntityHierarchy),
      },
      {
        key: 'connection',
        title: t`Connection`,
        value: (device) => device.connectionState,
        render: (device) =>
          device.connectionState === 'CONNECTED' ? (
            <Badge color="green" variant="light">
              {t`Connected`}
            </Badge>
          ) : (
            <Badge color="gray" variant="light">
              {t`Disconnected`}
            </Badge>
          ),
      },
      {
        key: 'lastSeen',
        title: t`Last seen`,
        value: (device) => device.lastSeenAt,
        render: (device) =>
          device.connectionState === 'CONNECTED' ? (
            <Trans>Now</Trans>
          ) : device.lastSeenAt ? (
            formatTimestamp(device.lastSeenAt)
          ) : (
            <Text span c="dimmed" size="sm">
              <Trans>Never</Trans>
            </Text>
          ),
      },
      {
        key: 'actions',
        title: t`Actions`,
        value: () => '',
        exported: false,
        render: (device) => {
          const name = device.name;
          return (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => onRemove(device)}
              aria-label={t`Remove ${name}`}
            >
              <Trans>Remove</Trans>
            </Button>
          );
        },
      },
    ],
    [t, labelOf, onRemove],
  );
  return (
    <RecordTable
      caption={t`Devices`}
      columns={columns}
      rows={devices}
      rowKey={deviceKey}
      rowAttributes={deviceAttributes}
    />
  );
}
