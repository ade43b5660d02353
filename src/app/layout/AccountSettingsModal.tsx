import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import type { SessionUser } from '../../../contract/session.ts';
import { AccountSettingsForm } from './AccountSettingsForm.tsx';

export interface AccountSettingsModalProps {
  user: SessionUser;
  opened: boolean;
  onClose: () => void;
}

/** Account Settings in a modal (the account menu's "Account settings"). */
export function AccountSettingsModal({ user, opened, onClose }: AccountSettingsModalProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Account Settings`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <AccountSettingsForm user={user} />
    </Modal>
  );
}
