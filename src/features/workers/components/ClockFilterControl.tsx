import { useLingui } from '@lingui/react/macro';
import { SegmentedControl } from '@mantine/core';
import { type ClockFilter, isClockFilter } from '../workerRows.ts';

export interface ClockFilterControlProps {
  value: ClockFilter;
  onChange: (value: ClockFilter) => void;
}

/** The worker log's filter (spec/workers.md §2): All, Clocked in, Clocked out. */
export function ClockFilterControl({ value, onChange }: ClockFilterControlProps) {
  const { t } = useLingui();
  return (
    <SegmentedControl
      aria-label={t`Clock filter`}
      value={value}
      onChange={(next) => isClockFilter(next) && onChange(next)}
      data={[
        { value: 'all', label: t`All` },
        { value: 'clockedIn', label: t`Clocked in` },
        { value: 'clockedOut', label: t`Clocked out` },
      ]}
    />
  );
}
