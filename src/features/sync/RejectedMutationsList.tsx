import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRejectedMutations, useSyncEngine } from '../../kit/index.ts';
import { useMutationLabel, useQueuedWhereWhen } from './useMutationLabel.ts';

/** The "not applied" list: changes the server refused, with its reason and a Dismiss action. */
export function RejectedMutationsList() {
  const rows = useRejectedMutations();
  const engine = useSyncEngine();
  const label = useMutationLabel();
  const whereWhen = useQueuedWhereWhen();
  const { t } = useLingui();
  if (rows === undefined) return null;
  if (rows.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>Every change was applied.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {rows.map((row) => {
        const what = label(row);
        const { where, when } = whereWhen(row);
        const reason = row.lastError ?? t`No reason given`;
        return (
          <Group
            component="li"
            key={row.id}
            justify="space-between"
            wrap="nowrap"
            align="flex-start"
          >
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconAlertTriangle aria-hidden size={18} color="var(--mantine-color-orange-6)" />
              <div>
                <Text fw={500}>{what}</Text>
                <Text size="sm" c="dimmed">
                  <Trans>
                    {where}, {when}
                  </Trans>
                </Text>
                <Text size="sm">
                  <Trans>Not applied: {reason}</Trans>
                </Text>
              </div>
            </Group>
            <Button
              size="xs"
              variant="default"
              onClick={() => void engine.dismissRejected(row.id)}
              aria-label={t`Dismiss: ${what}`}
            >
              <Trans>Dismiss</Trans>
            </Button>
          </Group>
        );
      })}
    </Stack>
  );
}
