import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconBroadcastOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSyncStatus } from '../../kit/sync/hooks.ts';
import type { ConnectionState } from '../../sync/status.ts';
import { useEnvironment } from '../EnvironmentContext.tsx';

/** A first connection may take a moment: 'reconnecting' becomes a failure after this long. */
export const LIVE_FAILURE_GRACE_MS = 5000;

/** Whether the live connection counts as failed (offline now, or reconnecting for too long). */
export function liveUpdatesFailed(
  connection: ConnectionState,
  reconnectingSince: number | null,
  now: number,
): boolean {
  if (connection === 'offline') return true;
  if (connection !== 'reconnecting' || reconnectingSince === null) return false;
  return now - reconnectingSince >= LIVE_FAILURE_GRACE_MS;
}

/**
 * Dismissible banner at the top of the page for global live-update errors (spec/frame.md §2,
 * §8): shown while the live subscription is down. Dismissed, it stays away until the connection
 * has come back and failed again.
 */
export function LiveUpdateBanners() {
  const { t } = useLingui();
  const { productName: product } = useEnvironment();
  const { connection } = useSyncStatus();
  const [since, setSince] = useState<number | null>(null);
  const [now, setNow] = useState(Date.now);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (connection === 'online') {
      setSince(null);
      setDismissed(false);
      return;
    }
    const started = Date.now();
    setSince(started);
    setNow(started);
    const timer = setTimeout(() => setNow(Date.now()), LIVE_FAILURE_GRACE_MS);
    return () => clearTimeout(timer);
  }, [connection]);

  if (dismissed || !liveUpdatesFailed(connection, since, now)) return null;
  return (
    <Alert
      color="red"
      variant="light"
      mb="md"
      role="alert"
      icon={<IconBroadcastOff aria-hidden />}
      withCloseButton
      closeButtonLabel={t`Dismiss`}
      onClose={() => setDismissed(true)}
    >
      <Trans>
        We could not subscribe to {product} channels, evacuation mode live updates are disabled
      </Trans>
    </Alert>
  );
}
