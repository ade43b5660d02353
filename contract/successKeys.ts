import { DEFINED_SUCCESS_KEYS } from './operations/index.ts';
import { isSuccessKey, OPERATION_SUCCESS_KEYS } from './resultKeys.ts';

/**
 * Operations whose answer is a success only with their own key: every defined operation
 * (contract/operations/) with its successKeys, and the hand-written ones below. Every other
 * operation accepts SUCCESS_RESULT_KEYS and OPERATION_SUCCESS_KEYS.
 */
export const OWN_SUCCESS_KEYS: Readonly<Record<string, readonly string[]>> = {
  ...DEFINED_SUCCESS_KEYS,
};

/** Whether `key` is a success answer of `operation` (see OWN_SUCCESS_KEYS). */
export function isSuccessKeyOf(operation: string, key: unknown): boolean {
  if (typeof key !== 'string') return false;
  const own = Object.hasOwn(OWN_SUCCESS_KEYS, operation) ? OWN_SUCCESS_KEYS[operation] : undefined;
  if (own) return own.includes(key);
  return isSuccessKey(key) || (OPERATION_SUCCESS_KEYS as readonly string[]).includes(key);
}
