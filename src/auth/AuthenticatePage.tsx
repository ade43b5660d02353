import { Trans } from '@lingui/react/macro';
import { Alert, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { SignInErrorDialog } from './SignInErrorDialog.tsx';
import { clearStorageAndReload, signInErrorHandling } from './signInErrors.ts';
import { useSessionState } from './sessionStore.ts';
import { startSignIn } from './startSignIn.ts';

export interface AuthenticatePageProps {
  next: string | undefined;
  /** The product's title (white label: the brand's name, or none). */
  title: string;
  /** The server's sign-in failure code (`?error=`), if the last sign-in failed. */
  error?: string;
}

/**
 * /authenticate: the product title, the tagline and a Sign in button that starts the OIDC sign-in
 * on the server (a full page navigation) and comes back to `next`. A failed sign-in shows the
 * 'Error' dialog, or (invalid_grant, silent_sso_error) clears storage and reloads.
 */
export function AuthenticatePage({ next, error, title }: AuthenticatePageProps) {
  const session = useSessionState();
  const handling = signInErrorHandling(error);
  const [dialogOpened, setDialogOpened] = useState(handling === 'dialog');
  useEffect(() => {
    if (handling === 'reload') clearStorageAndReload(next);
  }, [handling, next]);
  const expired = session.status === 'authenticated' && session.freshness === 'expired';
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" radius="lg" maw={420} w="100%">
        <Stack align="center" gap="md" ta="center">
          {title && (
            <Title order={1} c="brand">
              {title}
            </Title>
          )}
          <Text c="dimmed">
            <Trans>The Logbook of the Future</Trans>
          </Text>
          {handling === 'authorization' && (
            <Alert color="red" variant="light" w="100%" role="alert">
              <Trans>Error signing in</Trans>
            </Alert>
          )}
          {expired && (
            <Alert color="yellow" variant="light" w="100%">
              <Trans>Your session has ended. Sign in again to send your changes.</Trans>
            </Alert>
          )}
          <Button
            onClick={() => startSignIn(next)}
            size="md"
            fullWidth
            leftSection={<IconLogin size={18} aria-hidden />}
          >
            <Trans>Sign in</Trans>
          </Button>
        </Stack>
      </Paper>
      <SignInErrorDialog
        opened={dialogOpened}
        onRetry={() => clearStorageAndReload(next)}
        onClose={() => setDialogOpened(false)}
      />
    </Center>
  );
}
