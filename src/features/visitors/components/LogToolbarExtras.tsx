import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Popover, Stack, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { DateRangePicker } from '../../../ui/DateRangePicker.tsx';
import type { DateRange } from '../../../ui/dateRanges.ts';
import { PRIMARY_COLUMNS, SECONDARY_COLUMNS, type VisitorColumnKey } from '../visitorColumnKeys.ts';

export interface LogToolbarExtrasProps {
  range: DateRange;
  onRange: (range: DateRange) => void;
  chosen: readonly VisitorColumnKey[];
  onChoose: (columns: VisitorColumnKey[]) => void;
  titles: Readonly<Record<string, string>>;
}

/**
 * The visitor log's date range (presets, default today) and column picker: loaded after the
 * first rows have painted (deferred), since neither is needed to see them.
 */
export function LogToolbarExtras({
  range,
  onRange,
  chosen,
  onChoose,
  titles,
}: LogToolbarExtrasProps) {
  const { t } = useLingui();
  const toggle = (key: VisitorColumnKey, on: boolean) => {
    const next = on ? [...chosen, key] : chosen.filter((column) => column !== key);
    if (next.length > 0) onChoose(next);
  };
  const box = (key: VisitorColumnKey) => (
    <Checkbox
      key={key}
      label={titles[key] ?? key}
      checked={chosen.includes(key)}
      onChange={(event) => toggle(key, event.currentTarget.checked)}
    />
  );
  return (
    <Group gap="sm" align="flex-end">
      <DateRangePicker value={range} onChange={onRange} />
      <Popover position="bottom-start" trapFocus returnFocus shadow="md">
        <Popover.Target>
          <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
            <Trans>Columns</Trans>
          </Button>
        </Popover.Target>
        <Popover.Dropdown aria-label={t`Choose the columns`}>
          <Group align="flex-start" gap="xl">
            <Stack gap={6} role="group" aria-label={t`Primary columns`}>
              <Text size="xs" fw={600} c="dimmed">
                <Trans>Columns</Trans>
              </Text>
              {PRIMARY_COLUMNS.map(box)}
            </Stack>
            <Stack gap={6} role="group" aria-label={t`More details`}>
              <Text size="xs" fw={600} c="dimmed">
                <Trans>More details</Trans>
              </Text>
              {SECONDARY_COLUMNS.map(box)}
            </Stack>
          </Group>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
