import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { InductionChannel } from '../../../contract/inductionConfig.ts';
import type { InductionDisplay } from '../../../contract/transitions/inductionStatus.ts';

/** The channel names of spec/visitors.md §9. */
export const CHANNEL_LABELS: Record<InductionChannel, MessageDescriptor> = {
  kiosk: msg`Kiosk`,
  preRegistration: msg`Pre-registration`,
  employeeLink: msg`Employee link`,
  screeningRoom: msg`Screening room`,
};

export const STATUS_LABELS: Record<InductionDisplay['display'], MessageDescriptor> = {
  completed: msg`Completed`,
  screeningRoom: msg`Watched in screening room`,
  expired: msg`Expired`,
  incomplete: msg`Incomplete`,
  skipped: msg`Skipped`,
  'N/A': msg`N/A`,
};

export const STATUS_COLORS: Record<InductionDisplay['display'], string> = {
  completed: 'green',
  screeningRoom: 'teal',
  expired: 'orange',
  incomplete: 'yellow',
  skipped: 'gray',
  'N/A': 'gray',
};

function daysAgo(days: number): MessageDescriptor {
  return msg`${plural(days, { 0: 'Today', one: '# day ago', other: '# days ago' })}`;
}

/** A status as one line of text (what the CSV export and the column search read). */
export function inductionDisplayText(display: InductionDisplay, i18n: I18n): string {
  const status = i18n._(STATUS_LABELS[display.display]);
  switch (display.display) {
    case 'completed':
      return `${status} · ${i18n._(daysAgo(display.daysSince))} · ${i18n._(CHANNEL_LABELS[display.channel])}`;
    case 'screeningRoom':
      return `${status} · ${i18n._(daysAgo(display.daysSince))}`;
    case 'expired': {
      const { oldVersion, newVersion } = display;
      return `${status} · ${i18n._(msg`Version ${oldVersion}, now ${newVersion}`)}`;
    }
    default:
      return status;
  }
}
