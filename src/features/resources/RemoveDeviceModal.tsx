import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { ConfirmOperationModal } from '../../kit/pages/ConfirmOperationModal.tsx';
import { useRemoveDevice } from './mutations.ts';
import type { DeviceRecord } from './queries.ts';

/** Confirms removing a device; its key stops connecting. */
export function RemoveDeviceModal(props: {
  opened: boolean;
  device: DeviceRecord;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const remove = useRemoveDevice();
  const { device } = props;
  const name = device.name;
  const confirm = () => void remove.run(device);
  return (
    <ConfirmOperationModal
      opened={props.opened}
      title={t`Remove device`}
      state={remove.state}
      onConfirm={confirm}
      onRetry={confirm}
      onClose={props.onClose}
      confirmLabel={<Trans>Remove</Trans>}
    >
      <Text>
        <Trans>Remove {name}? Its key stops working and it disconnects.</Trans>
      </Text>
    </ConfirmOperationModal>
  );
}
