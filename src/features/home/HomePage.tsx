import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSessionUser } from '../../auth/sessionStore.ts';

/** Welcome panel (spec/frame.md §2): title, subtitle, motto and description. */
export function HomePage() {
  const user = useSessionUser();
  const name = user.name || user.email;
  return (
    <Paper withBorder p="xl" radius="lg" maw={720}>
      <Stack gap="sm">
        <Title order={1}>
          <Trans>Welcome, {name}</Trans>
        </Title>
        <Text size="lg" c="dimmed">
          <Trans>The Logbook of the Future</Trans>
        </Text>
        <Text>
          <Trans>
            See who is on site at every location, sign visitors out and keep working when the
            connection drops: changes are saved on this device and sent when you are back online.
          </Trans>
        </Text>
        <Group>
          <Button
            component={Link}
            to="/visitors/log"
            leftSection={<IconClipboardList aria-hidden />}
          >
            <Trans>Open the visitor log</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
