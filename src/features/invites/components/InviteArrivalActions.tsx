import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { hasArrived, isArrivalRevertible } from '../../../../contract/index.ts';
import { DialogActions } from '../../../ui/DialogActions.tsx';
import { type InviteRow, inviteName } from '../inviteRows.ts';
import { useMarkInviteArrived, useRevertInviteArrival } from '../mutations.ts';

/**
 * "Mark arrived" for an invite not yet arrived; "Revert arrival", after a confirmation, for one
 * marked arrived on the dashboard (arrivalSource DASHBOARD; a kiosk arrival cannot be reverted).
 * Both work offline: the row shows the change at once and waits to sync.
 */
export function InviteArrivalActions({ invite, allowed }: { invite: InviteRow; allowed: boolean }) {
  const { t } = useLingui();
  const mark = useMarkInviteArrived();
  const revert = useRevertInviteArrival();
  const [confirming, setConfirming] = useState(false);
  const name = inviteName(invite);
  const failed = (error: unknown) =>
    notifications.show({ color: 'red', title: t`Oops!`, message: String(error) });
  if (!allowed) return null;
  if (!hasArrived(invite)) {
    return (
      <Button
        size="xs"
        variant="light"
        aria-label={t`Mark ${name} as arrived`}
        onClick={() => void mark(invite).catch(failed)}
      >
        <Trans>Mark arrived</Trans>
      </Button>
    );
  }
  if (!isArrivalRevertible(invite)) return null;
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        aria-label={t`Revert the arrival of ${name}`}
        onClick={() => setConfirming(true)}
      >
        <Trans>Revert arrival</Trans>
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t`Revert arrival?`}
        centered
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Text>
          <Trans>{name} will show as not arrived again, without an arrival time.</Trans>
        </Text>
        <DialogActions onCancel={() => setConfirming(false)} cancelFocused mt="lg">
          <Button
            color="red"
            onClick={() => {
              setConfirming(false);
              void revert(invite).catch(failed);
            }}
          >
            <Trans>Revert arrival</Trans>
          </Button>
        </DialogActions>
      </Modal>
    </>
  );
}
