import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { SkeletonLoader } from '../../../ui/SkeletonLoader.tsx';

export function TableSkeleton() {
  const { t } = useLingui();
  return <SkeletonLoader label={t`Loading visitors`} />;
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
