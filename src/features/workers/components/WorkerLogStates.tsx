import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { SkeletonLoader } from '../../../ui/SkeletonLoader.tsx';

export function WorkerLogSkeleton() {
  const { t } = useLingui();
  return <SkeletonLoader label={t`Loading shifts`} />;
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
