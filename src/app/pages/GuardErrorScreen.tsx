import { Trans } from '@lingui/react/macro';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { SignOutChoice } from '../../features/sync/SignOutChoice.tsx';
import { useSignOutFlow } from '../../features/sync/useSignOutFlow.ts';

export interface GuardErrorScreenProps {
  code: string;
  message?: string;
}

/**
 * Sign-in guard error screen (spec/frame.md §2): 'Connection Offline' for code 'sync', otherwise
 * the code as title and the message (or 'Unknown Error') as subtitle; Reload signs out, clears
 * local storage and reloads.
 */
export function GuardErrorScreen({ code, message }: GuardErrorScreenProps) {
  const offline = code === 'sync';
  const signOut = useSignOutFlow();
  return (
    <Center mih="100vh" p="md">
      <SignOutChoice flow={signOut} />
      <Stack align="center" gap="md" maw={520} ta="center">
        <Title order={1}>{offline ? <Trans>Connection Offline</Trans> : code}</Title>
        <Text>
          {offline ? (
            <Trans>
              An error occurred when fetching client data, your connection might be offline
            </Trans>
          ) : (
            (message ?? <Trans>Unknown Error</Trans>)
          )}
        </Text>
        <Button onClick={() => void signOut.start()} loading={signOut.busy}>
          <Trans>Reload</Trans>
        </Button>
      </Stack>
    </Center>
  );
}
