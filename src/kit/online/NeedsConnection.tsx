import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff } from '@tabler/icons-react';
import type { OnlineOperationState } from './useOnlineOperation.ts';

/** The one "This needs a connection" message of online-only operations, with Retry. */
export function NeedsConnection({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      icon={<IconCloudOff aria-hidden />}
      title={<Trans>This needs a connection</Trans>}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          <Trans>Connect this device to the internet, then try again.</Trans>
        </Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      </Group>
    </Alert>
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
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      title={<Trans>Oops!</Trans>}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{state.error}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      </Group>
    </Alert>
  );
}
