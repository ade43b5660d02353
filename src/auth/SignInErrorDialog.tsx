import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';

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
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={onRetry} data-autofocus>
          <Trans>Retry</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
