import type { HostUpsert } from '../hosts.ts';

/** A stored host image (the writer adds EntityHierarchy, lmt and changeSeq). */
export type HostImage = Record<string, unknown>;

/**
 * The host after an upsert from the dashboard (spec/visitors.md §3, §5): keyed by the lower-cased
 * email; the phone kept only when given (an edit without one removes it); other fields of the
 * stored host (assistants, ...) kept. dataSource: a host the AD sync also brings becomes
 * ADHOSTSYNC|DASHBOARD, a new one DASHBOARD.
 */
export function upsertedHost(current: HostImage | undefined, host: HostUpsert): HostImage {
  const { phone_number: _phone, ...kept } = current ?? {};
  const source = current?.dataSource;
  const dataSource =
    source === 'ADHOSTSYNC' || source === 'ADHOSTSYNC|DASHBOARD'
      ? 'ADHOSTSYNC|DASHBOARD'
      : 'DASHBOARD';
  return {
    ...kept,
    uniqueAttributeValue: host.email,
    email: host.email,
    name: host.name,
    ...(host.phone_number ? { phone_number: host.phone_number } : {}),
    ...(host.disableEmailNotification !== undefined
      ? { disableEmailNotification: host.disableEmailNotification }
      : {}),
    ...(host.disablePhoneNotification !== undefined
      ? { disablePhoneNotification: host.disablePhoneNotification }
      : {}),
    dataSource,
  };
}

/** Spec §4 Host sync: a reset sets the host's dataSource to ADHOSTSYNC. */
export function hostSyncReset(current: HostImage | undefined): HostImage | null {
  return current ? { ...current, dataSource: 'ADHOSTSYNC' } : null;
}
