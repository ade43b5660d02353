import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, List, Modal, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import type { OutboxRow } from '../../kit/index.ts';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { useMutationLabel } from './useMutationLabel.ts';
import type { SignOutFlow } from './useSignOutFlow.ts';

/** The waiting changes grouped by their label, in first-queued order, with a count each. */
function useWaitingSummary(rows: readonly OutboxRow[]): { label: string; count: number }[] {
  const label = useMutationLabel();
  const counts = new Map<string, number>();
  for (const row of rows) {
    const name = label(row);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].map(([name, count]) => ({ label: name, count }));
}

/**
 * The choice Log Out offers when changes wait to be sent: send them first, sign out and keep them
 * on this device, or cancel. Nothing here deletes a waiting change.
 */
export function SignOutDialog({ flow }: { flow: SignOutFlow }) {
  const { t } = useLingui();
  const { online } = useNetwork();
  const rows = flow.waiting ?? [];
  const summary = useWaitingSummary(rows);
  const count = rows.length;
  return (
    <Modal
      opened={flow.waiting !== null}
      onClose={flow.cancel}
      title={t`Changes are waiting to be sent`}
      closeOnClickOutside={!flow.busy}
      closeOnEscape={!flow.busy}
    >
      <Stack gap="sm">
        <Text size="sm">
          <Trans>
            {count} changes made on this device have not reached the server yet. Signing out deletes
            this device's data only once nothing waits.
          </Trans>
        </Text>
        <List size="sm" aria-label={t`Waiting changes`}>
          {summary.map((item) => (
            <List.Item key={item.label}>
              {item.label} ({item.count})
            </List.Item>
          ))}
        </List>
        {!online && (
          <Alert color="gray" title={t`Offline`}>
            <Trans>This device is offline: the changes cannot be sent now.</Trans>
          </Alert>
        )}
        {flow.sendFailed && online && (
          <Alert color="orange">
            <Trans>
              Some changes could not be sent yet. Try again, or keep them on this device.
            </Trans>
          </Alert>
        )}
        {!flow.canSend && (
          <Text size="sm">
            <Trans>To send them first, cancel and open Gatehouse while online.</Trans>
          </Text>
        )}
        <Text size="sm">
          <Trans>
            If you keep them, this device keeps your data (records, evacuation pack and these
            changes), unencrypted, until you sign in again here; they are then sent.
          </Trans>
        </Text>
        <DialogActions onCancel={flow.cancel} cancelDisabled={flow.busy} gap="xs">
          <Button variant="light" onClick={() => void flow.keepAndSignOut()} disabled={flow.busy}>
            <Trans>Sign out and keep them on this device</Trans>
          </Button>
          {flow.canSend && (
            <Button
              onClick={() => void flow.waitAndSync()}
              loading={flow.busy}
              disabled={!online}
              data-autofocus
            >
              <Trans>Wait and sync</Trans>
            </Button>
          )}
        </DialogActions>
      </Stack>
    </Modal>
  );
}
