import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { OnlineOperationNotice } from '../../kit/index.ts';
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
  const { device, onClose } = props;
  const name = device.name;
  const confirm = async () => {
    await remove.run(device);
  };
  const finished = remove.state.status === 'done';
  useEffect(() => {
    if (finished) onClose();
  }, [finished, onClose]);
  return (
    <Modal opened={props.opened} onClose={onClose} title={t`Remove device`}>
      <Stack>
        <Text>
          <Trans>Remove {name}? Its key stops working and it disconnects.</Trans>
        </Text>
        <OnlineOperationNotice state={remove.state} onRetry={() => void confirm()} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            color="red"
            onClick={() => void confirm()}
            loading={remove.state.status === 'running'}
          >
            <Trans>Remove</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
