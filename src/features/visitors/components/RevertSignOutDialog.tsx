import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Text } from '@mantine/core';
import { DialogActions } from '../../../ui/DialogActions.tsx';

export interface RevertSignOutDialogProps {
  opened: boolean;
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation of a revert: it cannot itself be undone. */
export function RevertSignOutDialog({
  opened,
  name,
  busy,
  onConfirm,
  onClose,
}: RevertSignOutDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Revert sign-out?`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Text>
        <Trans>
          {name} will show as still on premises again, without a sign-out time. This cannot be
          undone.
        </Trans>
      </Text>
      <DialogActions onCancel={onClose} cancelFocused mt="lg">
        <Button color="red" loading={busy} onClick={onConfirm}>
          <Trans>Revert sign-out</Trans>
        </Button>
      </DialogActions>
    </Modal>
  );
}
