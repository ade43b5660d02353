import { Plural, Trans } from '@lingui/react/macro';
import { Affix, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';

export interface UpdatePromptViewProps {
  /** Mutations in the outbox that have not reached the server yet. */
  pendingChanges: number;
  onReload: () => void;
  onLater: () => void;
}

/**
 * "A new version is ready": the user decides when to reload. When changes are still waiting to sync,
 * it says so; they stay in the local outbox across the reload and are sent afterwards.
 */
export function UpdatePromptView({ pendingChanges, onReload, onLater }: UpdatePromptViewProps) {
  const titleId = useId();
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={400}>
      <Paper
        role="dialog"
        aria-modal={false}
        aria-labelledby={titleId}
        shadow="md"
        p="md"
        withBorder
        maw={360}
      >
        <Stack gap="xs">
          <Text id={titleId} fw={600}>
            <Trans>A new version is ready</Trans>
          </Text>
          <Text size="sm">
            <Trans>Reload to start using it, or carry on and reload later.</Trans>
          </Text>
          {pendingChanges > 0 && (
            <Text size="sm" c="orange.8">
              <Plural
                value={pendingChanges}
                one="# change is still waiting to sync. It is kept on this device and sent after the reload."
                other="# changes are still waiting to sync. They are kept on this device and sent after the reload."
              />
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={onLater}>
              <Trans>Later</Trans>
            </Button>
            <Button size="xs" onClick={onReload}>
              <Trans>Reload</Trans>
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Affix>
  );
}
