import { DEFINED_SUCCESS_KEYS } from './operations/index.ts';
import { isSuccessKey } from './resultKeys.ts';

/**
 * Each operation's success keys: every operation is defined once (contract/operations/) with the
 * keys that mean success for it, so a shared success key of another operation is an error
 * (spec/frame.md §7: any other key is treated as an error).
 */
export const OWN_SUCCESS_KEYS: Readonly<Record<string, readonly string[]>> = {
  ...DEFINED_SUCCESS_KEYS,
};

/**
 * Whether `key` is a success answer of `operation`: one of its own keys; for a name that is no
 * operation of the contract (an older or newer server's), one of the spec's shared keys.
 */
export function isSuccessKeyOf(operation: string, key: unknown): boolean {
  if (typeof key !== 'string') return false;
  const own = Object.hasOwn(OWN_SUCCESS_KEYS, operation) ? OWN_SUCCESS_KEYS[operation] : undefined;
  return own ? own.includes(key) : isSuccessKey(key);
}
