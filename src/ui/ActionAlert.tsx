import { Alert, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A notice with one action beside its text (sign in again, retry). */
export function ActionAlert(props: {
  color: string;
  icon: ReactNode;
  title: ReactNode;
  /** 'alert' when it reports what just failed. */
  role?: 'alert';
  mb?: 'md';
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <Alert
      color={props.color}
      variant="light"
      role={props.role}
      mb={props.mb}
      icon={props.icon}
      title={props.title}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{props.children}</Text>
        {props.action}
      </Group>
    </Alert>
  );
}
