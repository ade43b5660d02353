import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Skeleton, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';

/** Skeleton loader, 4 rows by default (spec/workers.md §9). */
export function WorkerLogSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useLingui();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t`Loading shifts`} role="status">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Skeleton key={index} height={36} radius="sm" />
      ))}
    </Stack>
  );
}

export function NoShifts() {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs">
        <IconClock size={40} aria-hidden />
        <Text fw={500}>
          <Trans>No shifts to show</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>Clock-ins and clock-outs in the chosen date range appear here.</Trans>
        </Text>
      </Stack>
    </Center>
  );
}
