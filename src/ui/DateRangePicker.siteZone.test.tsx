import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateRangePicker } from './DateRangePicker.tsx';
import type { DateRange } from './dateRanges.ts';
import { DisplayTimeZoneProvider } from './displayTimeZone.tsx';
import { TestProviders } from './testing/TestProviders.tsx';

// The picker's days are the site's calendar days, whatever the browser's zone (the clock tests
// run this file in UTC, Kiritimati and Pago Pago): every expectation is an absolute instant.

afterEach(cleanup);

function renderAt(zone: string, now: number, value: DateRange) {
  const onChange = vi.fn();
  render(
    <TestProviders>
      <DisplayTimeZoneProvider zone={zone}>
        <DateRangePicker value={value} onChange={onChange} now={now} />
      </DisplayTimeZoneProvider>
    </TestProviders>,
  );
  return onChange;
}

const at = (iso: string) => Date.parse(iso);
const select = () => screen.getByRole('combobox', { name: 'Date range' });
const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe("DateRangePicker in the site's zone", () => {
  it("answers Yesterday as the site's day in Kiritimati (UTC+14)", async () => {
    // 12:00 UTC on 27 November is 02:00 on 28 November in Kiritimati.
    const now = at('2026-11-27T12:00:00Z');
    const onChange = renderAt('Pacific/Kiritimati', now, { begin: 0, end: 1 });
    await userEvent.selectOptions(select(), 'yesterday');
    expect(onChange).toHaveBeenCalledWith({
      begin: at('2026-11-26T10:00:00Z'),
      end: at('2026-11-27T09:59:59.999Z'),
    });
  });

  it('answers Yesterday on an autumn daylight-saving day in Berlin as its 25 hours', async () => {
    const now = at('2026-10-26T12:00:00Z');
    const onChange = renderAt('Europe/Berlin', now, { begin: 0, end: 1 });
    await userEvent.selectOptions(select(), 'yesterday');
    expect(onChange).toHaveBeenCalledWith({
      begin: at('2026-10-24T22:00:00Z'),
      end: at('2026-10-25T22:59:59.999Z'),
    });
  });

  it("takes a hand-picked spring-forward day in Berlin from the site's midnight to its last instant", () => {
    const now = at('2026-04-10T12:00:00Z');
    const value = {
      begin: at('2026-03-01T00:00:00+01:00'),
      end: at('2026-03-31T23:59:59.999+02:00'),
    };
    const onChange = renderAt('Europe/Berlin', now, value);
    fireEvent.change(input('From'), { target: { value: '2026-03-29' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...value, begin: at('2026-03-28T23:00:00Z') });
    fireEvent.change(input('To'), { target: { value: '2026-03-29' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...value, end: at('2026-03-29T21:59:59.999Z') });
  });

  it("shows a range's site days and recognises its preset", () => {
    const now = at('2026-11-27T12:00:00Z');
    renderAt('Pacific/Kiritimati', now, {
      begin: at('2026-11-26T10:00:00Z'),
      end: at('2026-11-27T09:59:59.999Z'),
    });
    expect(select()).toHaveProperty('value', 'yesterday');
    expect(input('From').value).toBe('2026-11-27');
    expect(input('To').value).toBe('2026-11-27');
  });
});

describe('the zone label', () => {
  it("names the site's zone where it differs from the browser's, and only there", () => {
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const site = browser === 'Pacific/Kiritimati' ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
    renderAt(site, at('2026-11-27T12:00:00Z'), { begin: 0, end: 1 });
    expect(screen.getByText(`Days and times at the site: ${site}`)).toBeTruthy();
    cleanup();
    renderAt(browser, at('2026-11-27T12:00:00Z'), { begin: 0, end: 1 });
    expect(screen.queryByText(/Days and times at the site/)).toBeNull();
  });
});
