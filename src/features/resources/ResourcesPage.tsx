import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { ALL_LOCATIONS } from '../../../contract/hierarchy.ts';
import { useLocationSelection, useOperationAccess } from '../../kit/index.ts';
import { lazyWhenOpened } from '../../ui/lazyWhenOpened.tsx';
import { DeviceTable } from './DeviceTable.tsx';
import { type DeviceRecord, useDevices } from './queries.ts';

// The dialogs (Modal, Select, CopyButton) load when first opened, not with the list.
const RegisterDeviceModal = lazyWhenOpened(() =>
  import('./RegisterDeviceModal.tsx').then((m) => m.RegisterDeviceModal),
);
const RemoveDeviceModal = lazyWhenOpened(() =>
  import('./RemoveDeviceModal.tsx').then((m) => m.RemoveDeviceModal),
);

type Dialog = { kind: 'register' } | { kind: 'remove'; device: DeviceRecord } | null;

/**
 * settings/resources (spec/workers.md §2 "Devices list"): the devices of the selected subtree
 * (reception tablets, kiosks, badge printers) with their live connection state; register a
 * device at the selected location (its key shown once) and remove one. Registering and removing
 * need a connection; the list is mirrored and stays readable offline, as last synced.
 */
export function ResourcesPage() {
  const { root, hierarchies, labelOf } = useLocationSelection();
  if (!root) return null;
  return <Resources root={root} hierarchies={hierarchies} labelOf={labelOf} />;
}

function Resources(props: {
  root: string;
  hierarchies: string[];
  labelOf: (hierarchy: string) => string;
}) {
  const { t } = useLingui();
  const { root, hierarchies, labelOf } = props;
  const { records, loading } = useDevices(root, hierarchies);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = useCallback(() => setDialog(null), []);
  const atLocation = root !== ALL_LOCATIONS;
  const access = useOperationAccess('resourceOperations/manageDevices', atLocation ? [root] : []);
  const connected = records?.filter((device) => device.connectionState === 'CONNECTED').length;
  const total = records?.length ?? 0;

  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>Resources</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>
          The devices of your locations: reception tablets, kiosks and badge printers. Their
          connection state updates as they connect and disconnect.
        </Trans>
      </Text>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Group justify="space-between">
            <Text size="sm" aria-live="polite">
              {records ? t`${connected} of ${total} devices connected` : labelOf(root)}
            </Text>
            <Button
              onClick={() => setDialog({ kind: 'register' })}
              disabled={!atLocation || !access.allowed}
            >
              <Trans>Register device</Trans>
            </Button>
          </Group>
          {!atLocation && (
            <Text size="sm" c="dimmed">
              <Trans>Choose a location to register a device there.</Trans>
            </Text>
          )}
          {loading || records === undefined ? (
            <Skeleton height={120} />
          ) : records.length === 0 ? (
            <Text c="dimmed">
              <Trans>No devices registered here yet.</Trans>
            </Text>
          ) : (
            <DeviceTable
              devices={records}
              labelOf={labelOf}
              onRemove={(device) => setDialog({ kind: 'remove', device })}
            />
          )}
        </Stack>
      </Paper>
      {dialog?.kind === 'register' && (
        <RegisterDeviceModal opened at={root} atLabel={labelOf(root)} onClose={close} />
      )}
      {dialog?.kind === 'remove' && (
        <RemoveDeviceModal opened device={dialog.device} onClose={close} />
      )}
    </Stack>
  );
}
