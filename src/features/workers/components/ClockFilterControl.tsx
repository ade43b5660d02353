import { useLingui } from '@lingui/react/macro';
import { SegmentedChoice } from '../../../ui/SegmentedChoice.tsx';
import type { ClockFilter } from '../workerRows.ts';

export interface ClockFilterControlProps {
  value: ClockFilter;
  onChange: (value: ClockFilter) => void;
}

/** The worker log's filter (spec/workers.md §2): All, Clocked in, Clocked out. */
export function ClockFilterControl({ value, onChange }: ClockFilterControlProps) {
  const { t } = useLingui();
  return (
    <SegmentedChoice
      aria-label={t`Clock filter`}
      value={value}
      onChange={onChange}
      options={[
        { value: 'all', label: t`All` },
        { value: 'clockedIn', label: t`Clocked in` },
        { value: 'clockedOut', label: t`Clocked out` },
      ]}
    />
  );
}
