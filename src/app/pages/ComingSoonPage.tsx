import { Trans } from '@lingui/react/macro';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** A page of the route table whose area is not built yet: said clearly instead of a blank. */
export function ComingSoonPage() {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <IconHammer size={48} aria-hidden />
        <Title order={1}>
          <Trans>Coming soon</Trans>
        </Title>
        <Text>
          <Trans>
            This part of Gatehouse is not available yet. The visitor log is ready to use.
          </Trans>
        </Text>
        <Button component={Link} to="/visitors/log">
          <Trans>Open the visitor log</Trans>
        </Button>
      </Stack>
    </Center>
  );
}
