import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { lazyWhenOpened } from '../../../ui/lazyWhenOpened.tsx';
import { useRevertSignOut } from '../mutations.ts';
import { type VisitorRecord, visitorName } from '../visitorRows.ts';

const RevertSignOutDialog = lazyWhenOpened(() =>
  import('./RevertSignOutDialog.tsx').then((m) => m.RevertSignOutDialog),
);

/**
 * "Revert" for one signed-out visitor, after a confirmation (visitors.md: a revert cannot itself
 * be undone). The visitor shows as still on premises again.
 */
export function RevertSignOutButton({ record }: { record: VisitorRecord }) {
  const { t } = useLingui();
  const revert = useRevertSignOut();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = visitorName(record);
  const confirm = async () => {
    setBusy(true);
    try {
      await revert(record);
      setConfirming(false);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t`Oops!`,
        message: t`The sign-out of ${name} could not be reverted: ${String(error)}`,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        onClick={() => setConfirming(true)}
        aria-label={t`Revert the sign-out of ${name}`}
        style={{ flexShrink: 0 }}
      >
        <Trans>Revert</Trans>
      </Button>
      <RevertSignOutDialog
        opened={confirming}
        name={name}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
