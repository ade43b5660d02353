import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff } from '@tabler/icons-react';
import { ActionAlert } from '../../ui/ActionAlert.tsx';
import type { OnlineOperationState } from './useOnlineOperation.ts';

function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <Button size="xs" variant="default" onClick={onRetry}>
      <Trans>Retry</Trans>
    </Button>
  );
}

/** The one "This needs a connection" message of online-only operations, with Retry. */
export function NeedsConnection({ onRetry }: { onRetry: () => void }) {
  return (
    <ActionAlert
      color="orange"
      role="alert"
      icon={<IconCloudOff aria-hidden />}
      title={<Trans>This needs a connection</Trans>}
      action={<RetryButton onRetry={onRetry} />}
    >
      <Trans>Connect this device to the internet, then try again.</Trans>
    </ActionAlert>
  );
}

/**
 * What an online-only operation needs to tell the user: the connection message, or why it failed,
 * each with Retry; nothing while idle, running or done (the caller shows progress and results).
 */
export function OnlineOperationNotice<T>(props: {
  state: OnlineOperationState<T>;
  onRetry: () => void;
}) {
  const { state, onRetry } = props;
  if (state.status === 'needs-connection') return <NeedsConnection onRetry={onRetry} />;
  if (state.status !== 'failed') return null;
  return (
    <ActionAlert
      color="red"
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      title={<Trans>Oops!</Trans>}
      action={<RetryButton onRetry={onRetry} />}
    >
      {state.error}
    </ActionAlert>
  );
}
