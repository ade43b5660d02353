import { useCallback } from 'react';
import { type FamilyRecord, useFamilyRecords } from '../../kit/index.ts';

export type DeviceRecord = FamilyRecord<'devices'>;

const byLocationAndName = (a: DeviceRecord, b: DeviceRecord) =>
  a.EntityHierarchy.localeCompare(b.EntityHierarchy) || a.name.localeCompare(b.name);

/**
 * The devices of the selected subtree with their connection state, live from the local
 * database: the sync engine mirrors the devices family and catches up on every change the
 * server announces (a device connecting or disconnecting included).
 */
export function useDevices(root: string, hierarchies: readonly string[]) {
  const keep = useCallback((device: DeviceRecord) => device.EntityHierarchy !== '', []);
  return useFamilyRecords({
    family: 'devices',
    root,
    hierarchies,
    filter: keep,
    sort: byLocationAndName,
  });
}
