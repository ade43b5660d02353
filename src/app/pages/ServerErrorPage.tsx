import { Trans } from '@lingui/react/macro';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useFirstContent } from '../../ui/firstContent.ts';

/** 500 (spec/frame.md §2), also the router's error page for a failed route. */
export function ServerErrorPage() {
  useFirstContent();
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="md">
        <Title order={1}>
          <Trans>Internal Server Error</Trans>
        </Title>
        <Text>
          <Trans>Something went wrong. Please try again later.</Trans>
        </Text>
        <Button onClick={() => location.reload()}>
          <Trans>Reload</Trans>
        </Button>
      </Stack>
    </Center>
  );
}
