import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SkeletonLoader } from '../../ui/SkeletonLoader.tsx';

export interface LogPageFrameProps {
  /** The page's heading. */
  title: ReactNode;
  /** Beside the heading (a link or button to add a record, a control). */
  aside?: ReactNode;
  /** Above the heading (page-wide notices). */
  before?: ReactNode;
  /** The log, or null while the location selection is not known yet (a skeleton is shown). */
  children: ReactNode | null;
  /** What stands for the log while it is not known (default: a plain skeleton). */
  skeleton?: ReactNode;
}

/** The frame of a log page: heading, the control beside it, then the log or its skeleton. */
export function LogPageFrame({ title, aside, before, children, skeleton }: LogPageFrameProps) {
  return (
    <Stack gap="md">
      {before}
      <Group justify="space-between" align="center">
        <Title order={1}>{title}</Title>
        {aside}
      </Group>
      {children ?? skeleton ?? <SkeletonLoader />}
    </Stack>
  );
}
