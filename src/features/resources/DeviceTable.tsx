import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { ColumnDescription } from '../../kit/index.ts';
import { RecordTable } from '../../kit/pages/RecordTable.tsx';
import { DEVICE_KIND_LABELS } from './deviceKinds.ts';
import { deviceConnected, kioskPairingState } from './kioskState.ts';
import type { DeviceRecord } from './queries.ts';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const formatTimestamp = (ms: number) => dateTime.format(new Date(ms));

/** Three lines fit: the last contact, then a kiosk's app version and its changes waiting. */
const ROW_HEIGHT = 64;

interface DeviceTableProps {
  devices: readonly DeviceRecord[];
  labelOf: (hierarchy: string) => string;
  onRemove: (device: DeviceRecord) => void;
  /** The time the list is drawn at (kioskState.ts useDrawnAt). */
  now: number;
}

const deviceKey = (device: DeviceRecord) => `${device.EntityHierarchy}/${device.deviceId}`;

/**
 * Devices with their location, kind and connection state (connected / last seen). A kiosk paired
 * with a code shows its pairing (waiting until when, or expired), and once paired its last
 * contact, app version and the changes waiting on it, as its last report said.
 */
export function DeviceTable({ devices, labelOf, onRemove, now }: DeviceTableProps) {
  const { t, i18n } = useLingui();
  const columns = useMemo<ColumnDescription<DeviceRecord>[]>(() => {
    const paired = (device: DeviceRecord) => kioskPairingState(device, now) === 'paired';
    const lastSeen = (device: DeviceRecord) =>
      paired(device) ? device.lastContactAt : device.lastSeenAt;
    const connection = (device: DeviceRecord) => {
      const pairing = kioskPairingState(device, now);
      if (pairing === 'waiting') {
        const until = i18n.date(new Date(device.pairingExpiresAt ?? now), { timeStyle: 'short' });
        return t`Waiting for pairing (until ${until})`;
      }
      if (pairing === 'expired') return t`Pairing expired`;
      return deviceConnected(device, now) ? t`Connected` : t`Disconnected`;
    };
    const report = (device: DeviceRecord) => {
      const lines: string[] = [];
      const version = device.appVersion;
      if (version !== undefined) lines.push(t`App ${version}`);
      const waiting = device.pendingChanges;
      if (waiting !== undefined) {
        lines.push(t`${plural(waiting, { one: '# change waiting', other: '# changes waiting' })}`);
      }
      return lines;
    };
    return [
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
        width: 150,
        value: connection,
        render: (device) => {
          const pairing = kioskPairingState(device, now);
          // Waiting or expired: wrapped text, not a badge ("Waiting for pairing (until 09:50)" is
          // longer than the column), in the text's own colour (yellow or red fails 4.5:1).
          return pairing === 'waiting' || pairing === 'expired' ? (
            <Text size="xs" fw={600} lh={1.3} lineClamp={3} style={{ whiteSpace: 'normal' }}>
              {connection(device)}
            </Text>
          ) : (
            <ConnectionBadge connected={deviceConnected(device, now)} label={connection(device)} />
          );
        },
      },
      {
        key: 'lastSeen',
        title: t`Last seen`,
        width: 170,
        value: lastSeen,
        render: (device) => {
          const at = lastSeen(device);
          const seen =
            !paired(device) && device.connectionState === 'CONNECTED' ? (
              <Trans>Now</Trans>
            ) : at ? (
              formatTimestamp(at)
            ) : (
              <Text span c="dimmed" size="sm">
                <Trans>Never</Trans>
              </Text>
            );
          const lines = report(device);
          if (lines.length === 0) return seen;
          return (
            <>
              <Text size="sm" truncate>
                {seen}
              </Text>
              {lines.map((line) => (
                <Text key={line} size="xs" c="dimmed" truncate title={line}>
                  {line}
                </Text>
              ))}
            </>
          );
        },
      },
      {
        key: 'actions',
        title: t`Actions`,
        width: 90,
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
    ];
  }, [t, i18n, labelOf, onRemove, now]);
  const rowAttributes = useMemo(
    () => (device: DeviceRecord) => ({
      'data-device': device.deviceId,
      'data-connection': device.connectionState,
      'data-pairing': kioskPairingState(device, now),
    }),
    [now],
  );
  return (
    <RecordTable
      caption={t`Devices`}
      columns={columns}
      rows={devices}
      rowKey={deviceKey}
      rowAttributes={rowAttributes}
      rowHeight={ROW_HEIGHT}
    />
  );
}

function ConnectionBadge({ connected, label }: { connected: boolean; label: string }) {
  return (
    <Badge color={connected ? 'green' : 'gray'} variant="light">
      {label}
    </Badge>
  );
}
