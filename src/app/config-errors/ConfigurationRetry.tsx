import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFirstContent } from '../../ui/firstContent.ts';

export interface ConfigurationRetryProps {
  title: ReactNode;
  /** Reloads the page (injected by tests). */
  reload?: () => void;
}

/** 'There was an error loading configuration …' with a Retry button that reloads the page. */
export function ConfigurationRetry({
  title,
  reload = () => location.reload(),
}: ConfigurationRetryProps) {
  useFirstContent();
  return (
    <Stack align="center" gap="md" maw={520} mx="auto" ta="center" role="alert">
      <Title order={1}>{title}</Title>
      <Text>
        <Trans>
          There was an error loading configuration for the dashboard. Would you like to retry?
        </Trans>
      </Text>
      <Button onClick={reload}>
        <Trans>Retry</Trans>
      </Button>
    </Stack>
  );
}
