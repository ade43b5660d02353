import { Trans } from '@lingui/react/macro';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useFirstContent } from '../../ui/firstContent.ts';

/** 404 (spec/frame.md §2): 'Looks like you got lost' with a back-home button. */
export function NotFoundPage() {
  useFirstContent();
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="md">
        <Text fz={64} fw={800} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1}>
          <Trans>Looks like you got lost</Trans>
        </Title>
        <Button component={Link} to="/">
          <Trans>Back home</Trans>
        </Button>
      </Stack>
    </Center>
  );
}
