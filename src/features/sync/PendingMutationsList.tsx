import { Trans } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { usePendingMutations } from '../../kit/index.ts';
import { useMutationLabel, useQueuedWhereWhen } from './useMutationLabel.ts';

/** The "waiting to be sent" list: queued changes in the order the outbox sends them. */
export function PendingMutationsList() {
  const rows = usePendingMutations();
  const label = useMutationLabel();
  const whereWhen = useQueuedWhereWhen();
  if (rows === undefined) return null;
  if (rows.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>Nothing is waiting to be sent.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm">
        <Trans>
          These changes are saved on this device and are sent in this order when possible.
        </Trans>
      </Text>
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((row) => {
          const { where, when } = whereWhen(row);
          return (
            <Group component="li" key={row.id} gap="xs" wrap="nowrap" align="flex-start">
              <IconClock aria-hidden size={18} color="var(--mantine-color-blue-6)" />
              <div>
                <Text fw={500}>{label(row)}</Text>
                <Text size="sm" c="dimmed">
                  <Trans>
                    {where}, {when}
                  </Trans>
                </Text>
              </div>
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
