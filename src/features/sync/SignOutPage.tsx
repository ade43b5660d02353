import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { type SignOutOptions, signOut as signOutEverywhere } from '../../auth/signOut.ts';
import { SignOutDialog } from './SignOutDialog.tsx';
import { useSignOutFlow } from './useSignOutFlow.ts';

export interface SignOutPageProps {
  /** The app's sign-out (POST /auth/logout, then local cleanup); replaced in tests. */
  signOut?: (options?: SignOutOptions) => Promise<void>;
}

/**
 * /sign-out, where GET /auth/logout sends the browser: a link alone never signs anyone out, so
 * this page asks, and its button POSTs the sign-out from the app's own origin (the form names the
 * same POST for a browser without the app's script).
 */
export function SignOutPage({ signOut = signOutEverywhere }: SignOutPageProps) {
  const flow = useSignOutFlow(signOut);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void flow.start();
  };
  return (
    <Center mih="100vh" p="md" component="main">
      <SignOutDialog flow={flow} />
      <Paper withBorder shadow="sm" p="xl" radius="lg" maw={420} w="100%">
        <form method="post" action="/auth/logout" onSubmit={submit}>
          <Stack align="center" gap="md" ta="center">
            <Title order={1} c="brand">
              <Trans>Log Out</Trans>
            </Title>
            <Text>
              <Trans>Sign out of Gatehouse on this device?</Trans>
            </Text>
            <Button
              type="submit"
              size="md"
              fullWidth
              loading={flow.busy}
              leftSection={<IconLogout size={18} aria-hidden />}
            >
              <Trans>Log Out</Trans>
            </Button>
            <Anchor href="/">
              <Trans>Back to Gatehouse</Trans>
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
