import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { ALL_LOCATIONS } from '../../../contract/hierarchy.ts';
import { useLocationSelection, useOperationAccess } from '../../kit/index.ts';
import { AdminCollectionPage, useAdminDialogs } from '../../kit/pages/AdminCollectionPage.tsx';
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
  const dialogs = useAdminDialogs<DeviceRecord>();
  const { close, remove } = dialogs;
  const atLocation = root !== ALL_LOCATIONS;
  const access = useOperationAccess('resourceOperations/manageDevices', atLocation ? [root] : []);
  const connected = records?.filter((device) => device.connectionState === 'CONNECTED').length;
  const total = records?.length ?? 0;

  return (
    <AdminCollectionPage
      title={<Trans>Resources</Trans>}
      intro={
        <Trans>
          The devices of your locations: reception tablets, kiosks and badge printers. Their
          connection state updates as they connect and disconnect.
        </Trans>
      }
      summary={
        <Text size="sm" aria-live="polite">
          {records ? t`${connected} of ${total} devices connected` : labelOf(root)}
        </Text>
      }
      addLabel={<Trans>Register device</Trans>}
      canAdd={atLocation && access.allowed}
      hint={
        !atLocation && (
          <Text size="sm" c="dimmed">
            <Trans>Choose a location to register a device there.</Trans>
          </Text>
        )
      }
      items={loading ? undefined : records}
      loading
      empty={<Trans>No devices registered here yet.</Trans>}
      list={(devices) => <DeviceTable devices={devices} labelOf={labelOf} onRemove={remove} />}
      dialogs={dialogs}
      form={() => <RegisterDeviceModal opened at={root} atLabel={labelOf(root)} onClose={close} />}
      confirmDelete={(device) => <RemoveDeviceModal opened device={device} onClose={close} />}
    />
  );
}
