import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatTimestamp, shownTimeZone } from './dateFormat.ts';
import { DisplayTimeZoneProvider } from './displayTimeZone.tsx';

afterEach(cleanup);

const at = (iso: string) => Date.parse(iso);

describe("times in the site's zone", () => {
  it('formats a time in a named zone on both sides of a daylight-saving change', () => {
    const format = 'YYYY-MM-DD HH:mm:ss';
    expect(formatDate(new Date(at('2026-03-29T00:59:59Z')), format, 'Europe/Berlin')).toBe(
      '2026-03-29 01:59:59',
    );
    expect(formatDate(new Date(at('2026-03-29T01:00:00Z')), format, 'Europe/Berlin')).toBe(
      '2026-03-29 03:00:00',
    );
    expect(formatDate(new Date(at('2026-11-27T12:00:00Z')), format, 'Pacific/Kiritimati')).toBe(
      '2026-11-28 02:00:00',
    );
  });

  it("shows log times in the provided site's zone while the provider is mounted", () => {
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const site = browser === 'Pacific/Kiritimati' ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
    const time = at('2026-11-27T12:00:00Z');
    const { unmount } = render(
      <DisplayTimeZoneProvider zone={site}>
        <span>{formatTimestamp(time, 'YYYY-MM-DD HH:mm')}</span>
      </DisplayTimeZoneProvider>,
    );
    expect(shownTimeZone()).toBe(site);
    expect(formatTimestamp(time, 'YYYY-MM-DD HH:mm')).toBe(
      formatDate(new Date(time), 'YYYY-MM-DD HH:mm', site),
    );
    expect(formatTimestamp(time, 'HH:mm')).toBe(site === 'Pacific/Kiritimati' ? '02:00' : '01:00');
    unmount();
    expect(shownTimeZone()).toBeUndefined();
    expect(formatTimestamp(time, 'HH:mm')).toBe(formatDate(new Date(time), 'HH:mm'));
  });
});
