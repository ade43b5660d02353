import { Trans } from '@lingui/react/macro';
import { Button, Center, Stack, Text, Title } from '@mantine/core';

/** The environment file could not be loaded and none is cached (a first visit while offline). */
export function StartupErrorPage() {
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="md" maw={520} ta="center">
        <Title order={1}>
          <Trans>Connection Offline</Trans>
        </Title>
        <Text>
          <Trans>
            There was an error loading configuration for the dashboard. Would you like to retry?
          </Trans>
        </Text>
        <Button onClick={() => location.reload()}>
          <Trans>Retry</Trans>
        </Button>
      </Stack>
    </Center>
  );
}
