import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useState } from 'react';
import type { CustomNotification } from '../../../contract/customNotifications.ts';
import { ConfirmOperationModal } from '../../kit/pages/ConfirmOperationModal.tsx';
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
  const { item, name } = props;
  const change = useNotificationChange(props.onStale);
  const [attempt] = useState(() => crypto.randomUUID());
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
    <ConfirmOperationModal
      opened={props.opened}
      title={t`Delete notification`}
      state={change.state}
      onConfirm={remove}
      onRetry={() => void change.retry()}
      onClose={props.onClose}
      onDone={props.onChanged}
    >
      <Text size="sm">
        <Trans>Delete the {name} notification? It is no longer sent from then on.</Trans>
      </Text>
    </ConfirmOperationModal>
  );
}
