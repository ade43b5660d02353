import type { DeviceKind } from '../../contract/resources.ts';
import type { Sql } from '../db/database.ts';
import { insertDevice } from '../devices/deviceStore.ts';

export interface DemoDevice {
  EntityHierarchy: string;
  deviceId: string;
  name: string;
  kind: DeviceKind;
}

/** A few devices at the demo sites, all disconnected until something connects as them. */
export const DEMO_DEVICES: readonly DemoDevice[] = [
  {
    EntityHierarchy: 'acme#north#jhb-hq',
    deviceId: 'demo-jhb-reception',
    name: 'Reception tablet',
    kind: 'RECEPTION_TABLET',
  },
  {
    EntityHierarchy: 'acme#north#jhb-hq',
    deviceId: 'demo-jhb-kiosk',
    name: 'Lobby kiosk',
    kind: 'KIOSK',
  },
  {
    EntityHierarchy: 'acme#north#jhb-hq',
    deviceId: 'demo-jhb-printer',
    name: 'Badge printer',
    kind: 'BADGE_PRINTER',
  },
  {
    EntityHierarchy: 'acme#south#cape-town',
    deviceId: 'demo-cpt-reception',
    name: 'Reception tablet',
    kind: 'RECEPTION_TABLET',
  },
];

/**
 * The key of a demo device, public like the demo password: the simulator and the tests connect
 * as a demo device with it (MQTT user name `device:{deviceId}`). Real devices get random keys.
 */
export function demoDeviceKey(deviceId: string): string {
  return `ghd_demo_${deviceId}`;
}

export async function insertDemoDevices(tx: Sql, now: number): Promise<number> {
  for (const device of DEMO_DEVICES) {
    await insertDevice(
      tx,
      { ...device, registeredBy: 'admin@example.com' },
      demoDeviceKey(device.deviceId),
      now,
    );
  }
  return DEMO_DEVICES.length;
}
