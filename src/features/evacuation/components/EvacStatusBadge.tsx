import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, type MantineColor } from '@mantine/core';
import { useEffect } from 'react';
import { BLINKING_STATUSES, type RollCallStatus, type StatusFilter } from '../evacStatus.ts';
import { BLINK_OFF_ATTRIBUTE, startBlinkClock } from './blinkClock.ts';

export const STATUS_LABELS: Record<RollCallStatus, MessageDescriptor> = {
  'N/A': msg`N/A`,
  NOTIFIED: msg`Notified`,
  SAFE: msg`Safe`,
  NOT_SAFE: msg`Not Safe`,
  SIGNED_OUT: msg`Signed-out`,
  UNKNOWN: msg`Unknown`,
};

/** The filter options' own texts (spec: N/A, Signed Out, Safe, Not Safe, Notified). */
export const FILTER_LABELS: Record<StatusFilter, MessageDescriptor> = {
  'N/A': msg`N/A`,
  SIGNED_OUT: msg`Signed Out`,
  SAFE: msg`Safe`,
  NOT_SAFE: msg`Not Safe`,
  NOTIFIED: msg`Notified`,
};

const STATUS_COLORS: Record<RollCallStatus, MantineColor> = {
  'N/A': 'gray',
  NOTIFIED: 'orange',
  SAFE: 'green',
  NOT_SAFE: 'red',
  SIGNED_OUT: 'gray',
  UNKNOWN: 'yellow',
};

/**
 * The blinking of Notified, Not Safe and Unknown, driven by the page's blink clock
 * (blinkClock.ts); none when the user prefers reduced motion.
 */
export const BLINK_CSS = `@media (prefers-reduced-motion: no-preference){[${BLINK_OFF_ATTRIBUTE}] [data-evac-blink]{opacity:.35}}`;

/** The blink's style and clock; render it on every page that shows status badges. */
export function EvacStatusStyles() {
  useEffect(() => startBlinkClock(), []);
  return <style>{BLINK_CSS}</style>;
}

/** A person's evacuation status; Notified, Not Safe and Unknown blink (EvacStatusStyles). */
export function EvacStatusBadge({ status }: { status: RollCallStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant="light"
      data-evac-status={status}
      data-evac-blink={BLINKING_STATUSES.has(status) ? '' : undefined}
      style={{ flexShrink: 0 }}
    >
      {i18n._(STATUS_LABELS[status])}
    </Badge>
  );
}
