import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { ALL_LOCATIONS } from '../../../contract/hierarchy.ts';
import { useLocationSelection, useOperationAccess } from '../../kit/index.ts';
import { AdminCollectionPage, useAdminDialogs } from '../../kit/pages/AdminCollectionPage.tsx';
import { lazyWhenOpened } from '../../ui/lazyWhenOpened.tsx';
import { DeviceTable } from './DeviceTable.tsx';
import { deviceConnected, useDrawnAt } from './kioskState.ts';
import { type DeviceRecord, useDevices } from './queries.ts';

// The dialogs (Modal, Select, CopyButton) load when first opened, not with the list.
const RegisterDeviceModal = lazyWhenOpened(() =>
  import('./RegisterDeviceModal.tsx').then((m) => m.RegisterDeviceModal),
);
const PairKioskModal = lazyWhenOpened(() =>
  import('./PairKioskModal.tsx').then((m) => m.PairKioskModal),
);
const RemoveDeviceModal = lazyWhenOpened(() =>
  import('./RemoveDeviceModal.tsx').then((m) => m.RemoveDeviceModal),
);

const NO_DEVICES: readonly DeviceRecord[] = [];

/**
 * settings/resources (spec/workers.md §2 "Devices list"): the devices of the selected subtree
 * (reception tablets, kiosks, badge printers) with their live connection state; register a
 * device at the selected location (its key shown once), pair a kiosk there with a one-time code
 * (issue 33 item 1) and remove one. Registering, pairing and removing need a connection; the list
 * is mirrored and stays readable offline, as last synced.
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
  // The add dialog's draft says which: register a device (none) or pair a kiosk.
  const dialogs = useAdminDialogs<DeviceRecord, 'kiosk'>();
  const { close, remove, addWith } = dialogs;
  const atLocation = root !== ALL_LOCATIONS;
  const access = useOperationAccess('resourceOperations/manageDevices', atLocation ? [root] : []);
  const now = useDrawnAt(records ?? NO_DEVICES);
  const connected = records?.filter((device) => deviceConnected(device, now)).length;
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
      actions={
        <Button
          variant="default"
          onClick={() => addWith('kiosk')}
          disabled={!(atLocation && access.allowed)}
        >
          <Trans>Pair a kiosk</Trans>
        </Button>
      }
      addLabel={<Trans>Register device</Trans>}
      canAdd={atLocation && access.allowed}
      hint={
        !atLocation && (
          <Text size="sm" c="dimmed">
            <Trans>Choose a location to register a device or pair a kiosk there.</Trans>
          </Text>
        )
      }
      items={loading ? undefined : records}
      loading
      empty={<Trans>No devices registered here yet.</Trans>}
      list={(devices) => (
        <DeviceTable devices={devices} labelOf={labelOf} onRemove={remove} now={now} />
      )}
      dialogs={dialogs}
      form={(dialog) =>
        dialog.kind === 'add' && dialog.draft === 'kiosk' ? (
          <PairKioskModal opened at={root} atLabel={labelOf(root)} onClose={close} />
        ) : (
          <RegisterDeviceModal opened at={root} atLabel={labelOf(root)} onClose={close} />
        )
      }
      confirmDelete={(device) => <RemoveDeviceModal opened device={device} onClose={close} />}
    />
  );
}
