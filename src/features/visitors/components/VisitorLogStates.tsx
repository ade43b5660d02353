import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Skeleton, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';

/** Skeleton loader, 4 rows by default (spec/frame.md §2). */
export function TableSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useLingui();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t`Loading visitors`} role="status">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Skeleton key={index} height={36} radius="sm" />
      ))}
    </Stack>
  );
}

export function NoVisitors() {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs">
        <IconUsers size={40} aria-hidden />
        <Text fw={500}>
          <Trans>No visitors to show</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>Visitors who sign in today at this location appear here.</Trans>
        </Text>
      </Stack>
    </Center>
  );
}
