import { describe, expect, test } from 'vitest';
import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import { defaultPhoneCountry } from '../../ui/validation.ts';
import { phoneCountryOf } from './phoneCountry.ts';

const config = (country?: string): HierarchyConfiguration => ({
  key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
  organisationId: 'acme',
  deepStructure: [],
  access: [],
  tenantFlags: { 'acme#uk': { entityLocationData: country ? { country } : {}, features: {} } },
  additionalConfigs: {},
});

describe('phoneCountryOf (issue 36)', () => {
  test("the location's country first, then the lookup's cached answer, then ZA", () => {
    expect(phoneCountryOf(config('GB'), 'acme#uk', () => 'NL')).toBe('GB');
    expect(phoneCountryOf(config(), 'acme#uk', () => 'NL')).toBe('NL');
    expect(phoneCountryOf(null, 'acme#uk', () => defaultPhoneCountry(null))).toBe('ZA');
    expect(phoneCountryOf(config('gbr'), 'acme#uk', () => 'ZA')).toBe('ZA');
  });
});
