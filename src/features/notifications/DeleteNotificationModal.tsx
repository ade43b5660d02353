import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { CustomNotification } from '../../../contract/customNotifications.ts';
import { OnlineOperationNotice } from '../../kit/index.ts';
import { useNotificationChange } from './mutations.ts';

/** Asks before deleting a notification (deleteNotification with the lmt it was listed with). */
export function DeleteNotificationModal(props: {
  opened: boolean;
  item: CustomNotification;
  name: string;
  onClose: () => void;
  onChanged: () => void;
  onStale: (message: string) => void;
}) {
  const { t } = useLingui();
  const { item, name, onClose, onChanged } = props;
  const change = useNotificationChange(props.onStale);
  const [attempt] = useState(() => crypto.randomUUID());
  const done = change.state.status === 'done';
  useEffect(() => {
    if (!done) return;
    onChanged();
    onClose();
  }, [done, onChanged, onClose]);
  const remove = () =>
    void change.run(
      {
        operation: 'deleteNotification',
        notificationDetails: {
          EntityHierarchy: item.EntityHierarchy,
          notificationId: item.notificationId,
          lmt: item.lmt,
        },
      },
      attempt,
    );
  return (
    <Modal opened={props.opened} centered onClose={onClose} title={t`Delete notification`}>
      <Stack gap="sm">
        <Text size="sm">
          <Trans>Delete the {name} notification? It is no longer sent from then on.</Trans>
        </Text>
        <OnlineOperationNotice state={change.state} onRetry={() => void change.retry()} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" loading={change.state.status === 'running'} onClick={remove}>
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
