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

export interface PairKioskInput {
  EntityHierarchy: string;
  name: string;
}

/** What the admin shows the tablet: the code (answered once) and until when it is valid. */
export interface KioskPairingCode {
  deviceId: string;
  pairingCode: string;
  pairingExpiresAt: number;
}

/**
 * PAIR_KIOSK, online only (contract/kioskPairing.ts): registers a kiosk waiting for pairing and
 * answers its one-time code. The dialog sends a new Idempotency-Key with every submit: a replayed
 * answer would not carry the code (ANSWER_FIELDS_NOT_STORED), so a retry pairs anew and the
 * first waiting kiosk, if the server made it, expires in the list.
 */
export function usePairKiosk() {
  const api = useApiClient();
  const { t } = useLingui();
  return useOnlineOperation(
    async (input: PairKioskInput, attempt: string): Promise<KioskPairingCode> => {
      try {
        const answer = await api.call(
          'resourceOperations/manageDevices',
          { operation: 'PAIR_KIOSK', ...input },
          { idempotencyKey: attempt },
        );
        if (!answer.pairingCode || answer.pairingExpiresAt === undefined) {
          // A repeated answer (the same Idempotency-Key) no longer carries the code: shown once.
          throw new Error(t`The pairing code could not be shown. Please pair the kiosk again.`);
        }
        return {
          deviceId: answer.deviceId,
          pairingCode: answer.pairingCode,
          pairingExpiresAt: answer.pairingExpiresAt,
        };
      } catch (error) {
        explainRefusal(
          error,
          () => t`The kiosk could not be paired. Please try again or contact support.`,
        );
      }
    },
  );
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
