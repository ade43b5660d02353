import { Center, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Nothing to show yet: an icon, what is missing, and what would make it appear. */
export function EmptyState(props: { icon: ReactNode; title: ReactNode; hint: ReactNode }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs">
        {props.icon}
        <Text fw={500}>{props.title}</Text>
        <Text size="sm" c="dimmed">
          {props.hint}
        </Text>
      </Stack>
    </Center>
  );
}
