import { useLingui } from '@lingui/react/macro';
import { Skeleton, Stack } from '@mantine/core';

export interface SkeletonLoaderProps {
  /** Placeholder rows (spec/frame.md §2: 4 by default). */
  rows?: number;
  /** What is loading, for screen readers ('Loading' by default). */
  label?: string;
  rowHeight?: number;
}

/** The skeleton loader of tables and lists while their first rows load (spec/frame.md §2). */
export function SkeletonLoader({ rows = 4, label, rowHeight = 36 }: SkeletonLoaderProps) {
  const { t } = useLingui();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label ?? t`Loading`} role="status">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Skeleton key={index} height={rowHeight} radius="sm" />
      ))}
    </Stack>
  );
}
