import { useEffect, useState } from 'react';
import type { DeviceRecord } from './queries.ts';

/**
 * Where a kiosk paired with a code stands (contract/kioskPairing.ts): waiting for its code to be
 * entered, its code expired unused, or paired. Undefined for every other device (and for a
 * kiosk registered with a device key, which has no pairing).
 */
export type KioskPairingState = 'waiting' | 'expired' | 'paired';

export function kioskPairingState(
  device: DeviceRecord,
  now: number,
): KioskPairingState | undefined {
  if (device.kind !== 'KIOSK') return undefined;
  if (device.pairedAt !== undefined) return 'paired';
  if (device.pairingExpiresAt === undefined) return undefined;
  return now < device.pairingExpiresAt ? 'waiting' : 'expired';
}

/**
 * A paired kiosk has no MQTT connection for the broker to mark: it counts as connected while its
 * last contact is recent. It reports every 5 s (KIOSK_HEARTBEAT_MS), but the server rewrites its
 * record only when the report changes or every 30 s (server/kiosk/kioskHeartbeat.ts
 * KIOSK_CONTACT_WRITE_MS), so a minute leaves room for that, a missed report and clock skew.
 * (Written out: importing the contract's constant would bring its schemas into the page's chunk.)
 */
export const KIOSK_CONTACT_LOST_MS = 60_000;

export function kioskInContact(device: DeviceRecord, now: number): boolean {
  return device.lastContactAt !== undefined && now - device.lastContactAt < KIOSK_CONTACT_LOST_MS;
}

/** Whether a device counts as connected: the broker's mark, or a paired kiosk's recent contact. */
export function deviceConnected(device: DeviceRecord, now: number): boolean {
  return kioskPairingState(device, now) === 'paired'
    ? kioskInContact(device, now)
    : device.connectionState === 'CONNECTED';
}

/**
 * When the table must draw again without a change to a record: the next pairing expiry or lost
 * contact among `devices`, or undefined when nothing will change by itself.
 */
export function nextKioskChange(devices: readonly DeviceRecord[], now: number): number | undefined {
  let next: number | undefined;
  const consider = (at: number) => {
    if (at > now && (next === undefined || at < next)) next = at;
  };
  for (const device of devices) {
    const state = kioskPairingState(device, now);
    if (state === 'waiting') consider(device.pairingExpiresAt!);
    else if (state === 'paired' && device.lastContactAt !== undefined) {
      consider(device.lastContactAt + KIOSK_CONTACT_LOST_MS);
    }
  }
  return next;
}

/**
 * The time the device list is drawn at, moved on when a kiosk's pairing code expires or a paired
 * kiosk stops reporting: those change what the list shows without a change to any record.
 */
export function useDrawnAt(devices: readonly DeviceRecord[]): number {
  const [now, setNow] = useState(Date.now);
  const next = nextKioskChange(devices, now);
  useEffect(() => {
    if (next === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, next - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [next]);
  return now;
}
