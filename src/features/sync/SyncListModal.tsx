import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import { PendingMutationsList } from './PendingMutationsList.tsx';
import { RejectedMutationsList } from './RejectedMutationsList.tsx';

export type SyncList = 'pending' | 'rejected';

export interface SyncListModalProps {
  opened: boolean;
  list: SyncList;
  onClose: () => void;
}

/** The changes waiting to be sent, or those not applied, opened from the sync status. */
export function SyncListModal({ opened, list, onClose }: SyncListModalProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={list === 'pending' ? t`Changes waiting to be sent` : t`Changes not applied`}
    >
      {list === 'pending' ? <PendingMutationsList /> : <RejectedMutationsList />}
    </Modal>
  );
}
