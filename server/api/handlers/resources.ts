import { DEVICE_NOT_FOUND } from '../../../contract/resources.ts';
import {
  insertDevice,
  newDeviceId,
  newDeviceKey,
  removeDevice,
} from '../../devices/deviceStore.ts';
import { startKioskPairing } from '../../devices/kioskPairingStore.ts';
import { readRecordWindow } from '../records/readRecords.ts';
import { ApiError } from '../errors.ts';
import type { OperationHandler } from '../operationTypes.ts';

/**
 * manageDevices (contract/resources.ts): REGISTER_NEW answers the device key once (the server
 * keeps its SHA-256 only); PAIR_KIOSK registers a KIOSK waiting for pairing and answers its
 * pairing code once (server/devices/kioskPairingStore.ts; the code is not kept by the idempotency
 * store); DELETE_EXISTING removes the device: its key stops connecting (a kiosk's heartbeat
 * answers KIOSK_REVOKED) and its pairing code stops pairing.
 * Role, amResourceAdmin and the settingsResources feature: checked by the access policy.
 */
export const manageDevices: OperationHandler<'resourceOperations/manageDevices'> = async (
  { sql, caller, now },
  body,
) => {
  if (body.operation === 'REGISTER_NEW') {
    const deviceId = newDeviceId();
    const deviceKey = newDeviceKey();
    await insertDevice(
      sql,
      {
        EntityHierarchy: body.EntityHierarchy,
        deviceId,
        name: body.name,
        kind: body.kind,
        registeredBy: caller.email,
      },
      deviceKey,
      now,
    );
    return { key: 'OPERATION_PROCESSED', deviceId, deviceKey };
  }
  if (body.operation === 'PAIR_KIOSK') {
    const pairing = await startKioskPairing(
      sql,
      { EntityHierarchy: body.EntityHierarchy, name: body.name, createdBy: caller.email },
      now,
    );
    return { key: 'OPERATION_PROCESSED', ...pairing };
  }
  const { items } = await readRecordWindow(sql, 'devices', {
    hierarchies: [body.EntityHierarchy],
    beginTime: 0,
    endTime: Number.MAX_SAFE_INTEGER,
    keys: [{ hierarchy: body.EntityHierarchy, key: body.deviceId }],
  });
  if (items.length === 0) {
    throw new ApiError(404, DEVICE_NOT_FOUND, 'The device does not exist or has been removed');
  }
  await removeDevice(sql, body.EntityHierarchy, body.deviceId, now);
  return { key: 'OPERATION_PROCESSED', deviceId: body.deviceId };
};
