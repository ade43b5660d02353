import { Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One item of an admin collection's list (a list item named by `name`): what it is on the left,
 * its buttons (Edit, Delete...) on the right when the user may use them.
 */
export function CollectionItemCard(props: {
  name: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Paper component="li" withBorder p="sm" radius="sm" aria-label={props.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>{props.children}</Stack>
        {props.actions && (
          <Group gap="xs" wrap="nowrap">
            {props.actions}
          </Group>
        )}
      </Group>
    </Paper>
  );
}
