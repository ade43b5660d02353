import { z } from 'zod';
import { identifier, optionalText } from '../../input/index.ts';
import { epochMs } from '../../records.ts';
import { CREDENTIAL_RETRIEVED } from '../../resultKeys.ts';
import { locationAccess } from '../../session.ts';
import { signedIn } from '../accessRequirements.ts';
import { defineOperation } from '../defineOperation.ts';

export const subscribeCredentialRequest = z.object({
  topics: z
    .array(identifier({ max: 300 }))
    .min(1)
    .max(8),
  clientId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 letters, digits, - or _'),
});
export const subscribeCredentialResponse = z.object({
  key: z.literal('CREDENTIAL_RETRIEVED'),
  /** clientId: the MQTT client id the server issued for this session; connect with exactly it. */
  credential: z.object({
    token: z.string(),
    clientId: z.string(),
    expiresAt: epochMs,
    topics: z.array(z.string()),
  }),
});
export type SubscribeCredential = z.infer<typeof subscribeCredentialResponse>['credential'];

export const accessCredentialRequest = z.object({
  service: optionalText({ max: 100 }),
  source: z.literal('dashboard'),
});
export type AccessCredentialRequest = z.infer<typeof accessCredentialRequest>;
export const accessCredentialResponse = z.object({
  key: z.literal('CREDENTIAL_RETRIEVED'),
  credential: z.object({ locations: z.array(locationAccess), expiresAt: epochMs }),
});

/** The broker credential for the live topics the caller asks for (DESIGN.md §2.4). */
export const subscribeCredentialOperation = defineOperation({
  name: 'userOperations/retrieveSubscribeCredential',
  request: subscribeCredentialRequest,
  response: subscribeCredentialResponse,
  mutates: false,
  successKeys: [CREDENTIAL_RETRIEVED],
  policy: signedIn,
});

/** The caller's location access (spec/frame.md §3). */
export const accessCredentialOperation = defineOperation({
  name: 'userOperations/retrieveEntityHierarchyAccessCredential',
  request: accessCredentialRequest,
  response: accessCredentialResponse,
  mutates: false,
  successKeys: [CREDENTIAL_RETRIEVED],
  policy: signedIn,
});
