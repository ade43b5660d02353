import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BlockListChannel } from '../../../contract/blockList/schemas.ts';

/** Where a match happened: a receptionist's assisted check-in shows as Reception. */
export const CHANNEL_LABELS: Record<BlockListChannel, MessageDescriptor> = {
  dashboard: msg`Reception`,
  kiosk: msg`Kiosk`,
  invite: msg`Invite`,
};

/** An entry's person as the page names it (rows, buttons, the delete question). */
export function entryName(entry: { firstName: string; lastName: string }): string {
  return `${entry.firstName} ${entry.lastName}`;
}
