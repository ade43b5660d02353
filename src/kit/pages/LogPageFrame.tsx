import { Group, Stack, Title } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { SkeletonLoader } from '../../ui/SkeletonLoader.tsx';
import { useLocationSelection } from '../location/useLocationSelection.ts';

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

/** What the log of a subtree page is given: the selected subtree and location labels. */
export interface SubtreeLogProps {
  root: string;
  hierarchies: string[];
  labelOf: (key: string) => string;
}

export interface SubtreeLogPageProps extends Omit<LogPageFrameProps, 'children' | 'aside'> {
  /** The log of the selected subtree, drawn once the selection is known. */
  log: ComponentType<SubtreeLogProps>;
  /** Beside the heading, for the selected root (a link to add a record there). */
  aside?: (root: string) => ReactNode;
}

/** A log page of the selected location subtree: the frame, and the log once there is a root. */
export function SubtreeLogPage({ log: Log, aside, ...frame }: SubtreeLogPageProps) {
  const { root, hierarchies, labelOf } = useLocationSelection();
  return (
    <LogPageFrame {...frame} aside={root && aside?.(root)}>
      {root ? <Log root={root} hierarchies={hierarchies} labelOf={labelOf} /> : null}
    </LogPageFrame>
  );
}
