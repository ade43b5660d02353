import { Trans } from '@lingui/react/macro';
import { Button, Modal, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { OnlineOperationNotice } from '../online/NeedsConnection.tsx';
import type { OnlineOperationState } from '../online/useOnlineOperation.ts';

export interface ConfirmOperationModalProps<T> {
  opened: boolean;
  title: string;
  /** What will happen, and any choice it needs (for example an unlock to tick). */
  children: ReactNode;
  /** The online operation's state: its notice shows here; once done, onDone then onClose run. */
  state: OnlineOperationState<T>;
  onConfirm: () => void;
  onRetry: () => void;
  onClose: () => void;
  onDone?: () => void;
  /** The confirm button's text (default Delete). */
  confirmLabel?: ReactNode;
  disabled?: boolean;
}

/**
 * Asks before a destructive online operation (delete, remove): the question, the operation's
 * notice (offline, failed), Cancel and the red confirm button; closes once the operation is done.
 */
export function ConfirmOperationModal<T>(props: ConfirmOperationModalProps<T>) {
  const { onClose } = props;
  // Once per completion, whether or not the caller's callbacks keep their identity.
  const callbacks = useRef(props);
  callbacks.current = props;
  const done = props.state.status === 'done';
  useEffect(() => {
    if (!done) return;
    callbacks.current.onDone?.();
    callbacks.current.onClose();
  }, [done]);
  return (
    <Modal opened={props.opened} centered onClose={onClose} title={props.title}>
      <Stack gap="sm">
        {props.children}
        <OnlineOperationNotice state={props.state} onRetry={props.onRetry} />
        <DialogActions onCancel={onClose}>
          <Button
            color="red"
            loading={props.state.status === 'running'}
            disabled={props.disabled}
            onClick={props.onConfirm}
          >
            {props.confirmLabel ?? <Trans>Delete</Trans>}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
