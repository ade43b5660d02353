import { describe, expect, it } from 'vitest';
import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import { siteTimeZoneOf } from './siteTimeZone.ts';

function config(zones: Record<string, string | undefined>): HierarchyConfiguration {
  return {
    key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
    organisationId: 'acme',
    deepStructure: [
      {
        hierarchyStructure: 'acme#de',
        children: [{ hierarchyStructure: 'acme#de#berlin', children: [] }],
      },
      { hierarchyStructure: 'acme#ki', children: [] },
    ],
    access: [],
    tenantFlags: Object.fromEntries(
      Object.entries(zones).map(([key, timeZone]) => [
        key,
        { entityLocationData: timeZone ? { timeZone } : {}, features: {} },
      ]),
    ),
    additionalConfigs: {},
  };
}

describe('the time zone of a selection', () => {
  const zones = {
    'acme#de': 'Europe/Berlin',
    'acme#de#berlin': 'Europe/Berlin',
    'acme#ki': 'Pacific/Kiritimati',
  };

  it("is the selected location's zone, else the fallback (the browser's)", () => {
    expect(siteTimeZoneOf(config(zones), 'acme#de#berlin', 'UTC')).toBe('Europe/Berlin');
    expect(siteTimeZoneOf(config(zones), 'acme#ki', 'UTC')).toBe('Pacific/Kiritimati');
    expect(siteTimeZoneOf(config({ ...zones, 'acme#ki': undefined }), 'acme#ki', 'UTC')).toBe(
      'UTC',
    );
    expect(siteTimeZoneOf(null, undefined, 'Pacific/Pago_Pago')).toBe('Pacific/Pago_Pago');
  });

  it('for all locations, the zone every top-level location shares, else the fallback', () => {
    expect(siteTimeZoneOf(config(zones), 'ALL', 'UTC')).toBe('UTC');
    const same = { ...zones, 'acme#ki': 'Europe/Berlin' };
    expect(siteTimeZoneOf(config(same), 'ALL', 'UTC')).toBe('Europe/Berlin');
  });
});
