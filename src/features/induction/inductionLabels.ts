import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
