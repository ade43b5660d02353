import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { API_KEY_TYPES, type ApiKeyType } from '../../../contract/apiKeys.ts';
import { isOneOf } from '../../../contract/plainCheck.ts';

export const KEY_TYPE_LABELS: Record<ApiKeyType, MessageDescriptor> = {
  visitor: msg`Visitor log`,
  employee: msg`Worker log`,
  parking: msg`Parking log`,
};

/** The key types the account administers (amApiAdminForTypes), in the contract's order. */
export function administeredKeyTypes(types: readonly string[] | undefined): ApiKeyType[] {
  return API_KEY_TYPES.filter((type) => types?.includes(type));
}

export function isKeyType(value: string): value is ApiKeyType {
  return isOneOf(API_KEY_TYPES, value);
}
