import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { localDay } from '../../contract/analytics/zonedTime.ts';
import { runtimeTimeZone, siteDayLimits } from '../../contract/siteDays.ts';
import {
  type DateRange,
  NAMED_PRESETS,
  type NamedPreset,
  OPEN_END,
  presetRange,
} from './dateRanges.ts';
import { useDisplayTimeZone } from './displayTimeZone.tsx';

const PRESET_LABELS: Record<NamedPreset, MessageDescriptor> = {
  today: msg`Today`,
  tomorrow: msg`Tomorrow`,
  yesterday: msg`Yesterday`,
  'this-week': msg`This week`,
  'this-month': msg`This month`,
  'last-month': msg`Last month`,
  'this-year': msg`This year`,
};

/** "Last n days" presets offered next to the named ones. */
export const DAY_PRESETS = [7, 30, 90] as const;
const CUSTOM = 'custom';

function presetOf(range: DateRange, now: number, zone: string): string {
  const presets = [...NAMED_PRESETS, ...DAY_PRESETS];
  const match = presets.find((preset) => {
    const candidate = presetRange(preset, now, zone);
    return candidate.begin === range.begin && candidate.end === range.end;
  });
  return match === undefined ? CUSTOM : String(match);
}

/** A day for a date input; the open end (spec/frame.md §9) shows as an empty field. */
const dayValue = (timestamp: number, zone: string) =>
  timestamp >= OPEN_END ? '' : localDay(timestamp, zone);

export interface DateRangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  now?: number;
}

/**
 * A date range: a preset (spec/frame.md §9) or two days picked by hand, as calendar days of the
 * display zone (the site's: docs/midnight-and-time-zones.md).
 */
export function DateRangePicker({ value, onChange, now = Date.now() }: DateRangePickerProps) {
  const { t, i18n } = useLingui();
  const zone = useDisplayTimeZone();
  const data = [
    ...NAMED_PRESETS.map((preset) => ({ value: preset, label: i18n._(PRESET_LABELS[preset]) })),
    ...DAY_PRESETS.map((days) => ({ value: String(days), label: t`Last ${days} days` })),
    { value: CUSTOM, label: t`Custom range` },
  ];
  const choosePreset = (preset: string) => {
    if (preset === CUSTOM) return;
    const days = Number(preset);
    onChange(presetRange(Number.isNaN(days) ? (preset as NamedPreset) : days, now, zone));
  };
  const setDay = (edge: 'begin' | 'end', text: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return;
    onChange({ ...value, [edge]: siteDayLimits(text, zone)[edge] });
  };
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <NativeSelect
        label={t`Date range`}
        data={data}
        value={presetOf(value, now, zone)}
        onChange={(event) => choosePreset(event.currentTarget.value)}
      />
      <TextInput
        type="date"
        label={t`From`}
        value={dayValue(value.begin, zone)}
        max={dayValue(value.end, zone) || undefined}
        onChange={(event) => setDay('begin', event.currentTarget.value)}
      />
      <TextInput
        type="date"
        label={t`To`}
        value={dayValue(value.end, zone)}
        min={dayValue(value.begin, zone)}
        onChange={(event) => setDay('end', event.currentTarget.value)}
      />
      {zone !== runtimeTimeZone() && (
        <Text size="xs" c="dimmed">
          {t`Days and times at the site: ${zone}`}
        </Text>
      )}
    </Group>
  );
}
