import { Trans } from '@lingui/react/macro';
import { Button, Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DialogActionsProps {
  onCancel: () => void;
  /** The dialog's own actions, after Cancel (the last one is the main action). */
  children: ReactNode;
  /** Cancel takes the focus when the dialog opens (a question whose answer is destructive). */
  cancelFocused?: boolean;
  cancelDisabled?: boolean;
  mt?: MantineSpacing;
  gap?: MantineSpacing;
}

/** A dialog's buttons, on the right: Cancel, then the dialog's own actions. */
export function DialogActions(props: DialogActionsProps) {
  return (
    <Group justify="flex-end" mt={props.mt} gap={props.gap}>
      <Button
        variant="default"
        onClick={props.onCancel}
        disabled={props.cancelDisabled}
        data-autofocus={props.cancelFocused || undefined}
      >
        <Trans>Cancel</Trans>
      </Button>
      {props.children}
    </Group>
  );
}
