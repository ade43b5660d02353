import { Trans } from '@lingui/react/macro';
import { Paper, Title } from '@mantine/core';
import { useSessionUser } from '../../auth/sessionStore.ts';
import { AccountSettingsForm } from '../layout/AccountSettingsForm.tsx';

/** /profile (spec/frame.md §3 "profile (exact)"): the account settings as a page. */
export function ProfilePage() {
  const user = useSessionUser();
  return (
    <Paper withBorder p="xl" radius="lg" maw={520}>
      <Title order={1} size="h2" mb="md">
        <Trans>Profile</Trans>
      </Title>
      <AccountSettingsForm user={user} />
    </Paper>
  );
}
