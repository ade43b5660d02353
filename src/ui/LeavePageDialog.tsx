import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DialogActions } from './DialogActions.tsx';

export interface LeavePageDialogProps {
  opened: boolean;
  title?: ReactNode;
  message?: ReactNode;
  /** The confirming button's text; 'Yes' by default (spec/frame.md §5). */
  okText?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before leaving a page: Cancel stays, the OK button ('Yes' by default) leaves. */
export function LeavePageDialog(props: LeavePageDialogProps) {
  const { t } = useLingui();
  const { opened, title, message, okText, onConfirm, onCancel } = props;
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title ?? t`Leave this page?`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Text>{message ?? <UnsavedChangesText />}</Text>
      <DialogActions onCancel={onCancel} cancelFocused mt="lg">
        <Button color="red" onClick={onConfirm}>
          {okText ?? <Trans>Yes</Trans>}
        </Button>
      </DialogActions>
    </Modal>
  );
}

/** The unsaved-changes guard text of spec/frame.md §5. */
export function UnsavedChangesText() {
  return (
    <Trans>
      You have unsaved changes. Press Cancel to go back and save these changes, or OK to lose these
      changes.
    </Trans>
  );
}
