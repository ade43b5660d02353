import { useLingui } from '@lingui/react/macro';
import { DEVICE_NOT_FOUND, type DeviceKind } from '../../../contract/resources.ts';
import { explainRefusal, useApiClient, useOnlineOperation } from '../../kit/index.ts';

export interface RegisterInput {
  EntityHierarchy: string;
  name: string;
  kind: DeviceKind;
}

/**
 * REGISTER_NEW, online only: the answer carries the device key, the only time anyone sees it.
 * One Idempotency-Key per attempt of the dialog, so a retry after a lost answer registers once.
 */
export function useRegisterDevice() {
  const api = useApiClient();
  const { t } = useLingui();
  return useOnlineOperation(async (input: RegisterInput, attempt: string) => {
    try {
      const answer = await api.call(
        'resourceOperations/manageDevices',
        { operation: 'REGISTER_NEW', ...input },
        { idempotencyKey: attempt },
      );
      return { deviceId: answer.deviceId, deviceKey: answer.deviceKey };
    } catch (error) {
      explainRefusal(
        error,
        () => t`The device could not be registered. Please try again or contact support.`,
      );
    }
  });
}

/** DELETE_EXISTING, online only: the device's key stops connecting at once. */
export function useRemoveDevice() {
  const api = useApiClient();
  const { t } = useLingui();
  return useOnlineOperation(async (device: { EntityHierarchy: string; deviceId: string }) => {
    try {
      await api.call('resourceOperations/manageDevices', {
        operation: 'DELETE_EXISTING',
        EntityHierarchy: device.EntityHierarchy,
        deviceId: device.deviceId,
      });
    } catch (error) {
      explainRefusal(error, (key) =>
        key === DEVICE_NOT_FOUND
          ? t`The device no longer exists.`
          : t`The device could not be removed. Please try again or contact support.`,
      );
    }
  });
}
