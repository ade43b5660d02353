import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DeviceKind } from '../../../contract/resources.ts';

export const DEVICE_KIND_LABELS: Record<DeviceKind, MessageDescriptor> = {
  RECEPTION_TABLET: msg`Reception tablet`,
  KIOSK: msg`Kiosk`,
  BADGE_PRINTER: msg`Badge printer`,
};
