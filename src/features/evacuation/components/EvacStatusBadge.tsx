import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, type MantineColor } from '@mantine/core';
import { BLINKING_STATUSES, type RollCallStatus, type StatusFilter } from '../evacStatus.ts';

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
 * The blinking of Notified, Not Safe and Unknown; none when the user prefers reduced motion.
 * Render once per page (EvacStatusStyles).
 */
export const BLINK_CSS =
  '@keyframes gatehouse-evac-blink{0%,100%{opacity:1}50%{opacity:.35}}' +
  '@media (prefers-reduced-motion: no-preference){[data-evac-blink]{animation:gatehouse-evac-blink 1.2s ease-in-out infinite}}';

export function EvacStatusStyles() {
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
