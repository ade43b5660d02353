import type { EnvironmentFile } from '../../../contract/env.ts';

/** A valid environment file for tests (the embedded identity provider, no optional services). */
export const TEST_ENVIRONMENT: EnvironmentFile = {
  productName: 'Gatehouse',
  services: { api: '/api', auth: '/auth' },
  identity: { provider: 'embedded', issuer: '/oidc', companyEmailDomains: [] },
  mqttUrl: '/mqtt',
  flags: { maintenance: false, localeSwitch: false, helpCenter: false, groupInvite: true },
  stagingEnvironments: [],
};
