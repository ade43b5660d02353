import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Loader, Stack, Text, Title } from '@mantine/core';

/** Splash and loading screen (spec/frame.md §2): product title, tagline and a spinner. */
export function SplashScreen() {
  const { t } = useLingui();
  return (
    <Center mih="100vh" role="status" aria-live="polite" aria-label={t`Loading`}>
      <Stack align="center" gap="xs">
        <Title order={1} c="brand">
          Gatehouse
        </Title>
        <Text c="dimmed">
          <Trans>The Logbook of the Future</Trans>
        </Text>
        <Loader mt="md" />
      </Stack>
    </Center>
  );
}
