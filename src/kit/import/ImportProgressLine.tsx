import { Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ImportProgress } from './readSpreadsheet.ts';

/**
 * How far the read of a spreadsheet has come: a line saying what it does and a bar, announced
 * politely. The caller words the phase and places the bar (`percent`, 0 to 100).
 */
export function ImportProgressLine(props: { label: ReactNode; percent: number }) {
  return (
    <Stack gap={4} role="status" aria-live="polite">
      <Text size="sm">{props.label}</Text>
      <Progress value={props.percent} animated aria-hidden />
    </Stack>
  );
}

/**
 * The bar of a read: the share of the rows checked while validating them, else the place `at`
 * gives the phase (validating included, for a sheet whose row count is not known yet).
 */
export function readPercent(
  progress: ImportProgress,
  at: Record<ImportProgress['phase'], number>,
): number {
  return progress.phase === 'validating' && progress.total > 0
    ? (100 * progress.done) / progress.total
    : at[progress.phase];
}
