import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import { OPEN_END } from '../../../contract/protocol.ts';
import { resetHierarchyConfiguration } from '../../config/hierarchyConfigStore.ts';
import { pageHarnessForEachTest, setClockForEachTest } from '../testing/index.ts';
import { useSiteRangeState } from './siteTimeZone.ts';

function configIn(timeZone: string): HierarchyConfiguration {
  return {
    key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
    organisationId: 'acme',
    deepStructure: [{ hierarchyStructure: 'acme#north', children: [] }],
    access: [],
    tenantFlags: {
      'acme#north': { entityLocationData: { timeZone }, features: { visitorLog: true } },
    },
    additionalConfigs: {},
  };
}

// 23:59:59.700 on 28 November in Johannesburg (UTC+2), whatever the process's zone.
const JUST_BEFORE_MIDNIGHT = Date.parse('2026-11-28T21:59:59.700Z');
const SITE_28TH = Date.parse('2026-11-27T22:00:00Z');
const SITE_29TH = Date.parse('2026-11-28T22:00:00Z');

// Date alone is faked and stands still: the hook's timer is a real one, and the test moves the
// clock past midnight before it fires.
setClockForEachTest(JUST_BEFORE_MIDNIGHT, { standing: true });

const page = pageHarnessForEachTest({
  config: configIn('Africa/Johannesburg'),
  location: 'acme#north',
  user: { role: 'ADMIN', at: 'acme#north', sub: 'u1', email: 'ann@example.com', name: 'Ann' },
});

const renderRange = () => renderHook(() => useSiteRangeState(), { wrapper: page.wrapper });

describe("a log page's range", () => {
  it("moves on to the site's new day at its midnight on a screen left open", async () => {
    const { result } = renderRange();
    expect(result.current[0]).toEqual({ begin: SITE_28TH, end: OPEN_END });
    vi.setSystemTime(SITE_29TH + 1_000);
    await waitFor(() => expect(result.current[0].begin).toBe(SITE_29TH));
  });

  it('is cut again when the site turns out to be in another zone', async () => {
    const { result } = renderRange();
    expect(result.current[0].begin).toBe(SITE_28TH);
    // 00:59:59.700 on 29 November in Kiritimati (UTC+14).
    act(() => resetHierarchyConfiguration(configIn('Pacific/Kiritimati')));
    expect(result.current[0].begin).toBe(Date.parse('2026-11-28T10:00:00Z'));
  });

  it('keeps a picked range through midnight, and follows again once today is picked', async () => {
    const { result } = renderRange();
    const picked = { begin: SITE_28TH - 86_400_000, end: SITE_28TH - 1 };
    act(() => result.current[1](picked));
    vi.setSystemTime(SITE_29TH + 1_000);
    // Longer than the 300 ms the timer of a following range would have taken.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(result.current[0]).toEqual(picked);
    vi.setSystemTime(SITE_29TH + 86_400_000 - 300);
    act(() => result.current[1]({ begin: SITE_29TH, end: OPEN_END }));
    expect(result.current[0]).toEqual({ begin: SITE_29TH, end: OPEN_END });
    vi.setSystemTime(SITE_29TH + 86_400_000 + 1_000);
    await waitFor(() => expect(result.current[0].begin).toBe(SITE_29TH + 86_400_000));
  });
});
