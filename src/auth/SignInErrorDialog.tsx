import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Text } from '@mantine/core';
import { DialogActions } from '../ui/DialogActions.tsx';

export interface SignInErrorDialogProps {
  opened: boolean;
  onRetry: () => void;
  onClose: () => void;
}

/** Sign-in failure (spec/frame.md §8): 'Error' with a Retry that clears storage and reloads. */
export function SignInErrorDialog({ opened, onRetry, onClose }: SignInErrorDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Error`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Text>
        <Trans>There was an error while trying to sign you in. Would you like to retry?</Trans>
      </Text>
      <DialogActions onCancel={onClose} mt="lg">
        <Button onClick={onRetry} data-autofocus>
          <Trans>Retry</Trans>
        </Button>
      </DialogActions>
    </Modal>
  );
}
