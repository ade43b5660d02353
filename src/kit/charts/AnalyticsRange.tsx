import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { MAX_RANGE_DAYS } from '../../../contract/analytics/rangeDays.ts';
import { type DateRange, OPEN_END, presetRange } from '../../ui/dateRanges.ts';

const DAY_MS = 86_400_000;

/** The picked range as analytics takes it: an open end (a cleared end day) ends today. */
export function analyticsRange(range: DateRange): { beginTime: number; endTime: number } {
  const endTime = range.end >= OPEN_END ? presetRange('today').end : range.end;
  return { beginTime: range.begin, endTime };
}

/** Whether analytics can take the range: not reversed, at most MAX_RANGE_DAYS days. */
export function analyticsRangeUsable(range: { beginTime: number; endTime: number }): boolean {
  return (
    range.beginTime <= range.endTime && (range.endTime - range.beginTime) / DAY_MS <= MAX_RANGE_DAYS
  );
}

/**
 * Why an analytics page does not compute figures for the range (the rules of spec visitors.md §9,
 * shared by every analytics page), or nothing when it can.
 */
export function AnalyticsRangeRefusal({
  range,
}: {
  range: { beginTime: number; endTime: number };
}) {
  if (range.beginTime > range.endTime) {
    return (
      <Alert color="red" role="alert">
        <Trans>The first day must not be after the last day.</Trans>
      </Alert>
    );
  }
  if (!analyticsRangeUsable(range)) {
    return (
      <Alert color="red" role="alert">
        <Trans>Choose a range of at most {MAX_RANGE_DAYS} days.</Trans>
      </Alert>
    );
  }
  return null;
}
