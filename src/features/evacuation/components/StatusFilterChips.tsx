import { useLingui } from '@lingui/react/macro';
import { Chip, Group } from '@mantine/core';
import { isStatusFilter, STATUS_FILTERS, type StatusFilter } from '../evacStatus.ts';
import { FILTER_LABELS } from './EvacStatusBadge.tsx';

/** The roll call's status filter (spec: N/A, Signed Out, Safe, Not Safe, Notified); none: all. */
export function StatusFilterChips({
  value,
  onChange,
}: {
  value: StatusFilter[];
  onChange: (next: StatusFilter[]) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <Chip.Group multiple value={value} onChange={(next) => onChange(next.filter(isStatusFilter))}>
      <Group gap="xs" role="group" aria-label={t`Evacuation status filter`}>
        {STATUS_FILTERS.map((filter) => (
          <Chip key={filter} value={filter} size="sm">
            {i18n._(FILTER_LABELS[filter])}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
