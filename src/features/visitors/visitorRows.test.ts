import { describe, expect, it } from 'vitest';
import { signOutArgs } from './signOutArgs.ts';
import { visitorRecord } from './testing/visitorFixtures.ts';
import { formatTimestamp, matchesSignInFilter, startOfToday, visitorName } from './visitorRows.ts';

describe('visitorName', () => {
  it('uses first and last name, else whichever exists, else the ProfileId', () => {
    const record = visitorRecord('acme#a', 1, 'Ann', 'Able');
    expect(visitorName(record)).toBe('Ann Able');
    expect(
      visitorName({ ...record, visitorFullDetails: { ProfileId: 'p1', lastName: 'Able' } }),
    ).toBe('Able');
    expect(visitorName({ ...record, visitorFullDetails: { ProfileId: 'p1' } })).toBe('p1');
  });
});

describe('sign-in filter', () => {
  const onSite = visitorRecord('acme#a', 1, 'Ann', 'Able');
  const left = visitorRecord('acme#a', 2, 'Ben', 'Baker', { evtTimeStampOut: 5 });
  it.each([
    ['all', true, true],
    ['signedIn', true, false],
    ['signedOut', false, true],
  ] as const)('%s keeps on-site %s and signed-out %s', (filter, keepsOnSite, keepsLeft) => {
    expect(matchesSignInFilter(onSite, filter)).toBe(keepsOnSite);
    expect(matchesSignInFilter(left, filter)).toBe(keepsLeft);
  });
});

describe('dates', () => {
  it("formats as 'MMM D, YYYY - HH:mm' in local time", () => {
    const at = new Date(2026, 0, 5, 7, 9).getTime();
    expect(formatTimestamp(at)).toBe('Jan 5, 2026 - 07:09');
  });

  it('starts the default range at local midnight', () => {
    const at = new Date(2026, 0, 5, 7, 9).getTime();
    expect(startOfToday(at)).toBe(new Date(2026, 0, 5).getTime());
  });
});

describe('signOutArgs', () => {
  it("signs out now with the site's zone and its offset then, not the device's", () => {
    const june = Date.UTC(2026, 5, 1, 12, 0);
    const record = visitorRecord('acme#a', 1, 'Ann', 'Able');
    expect(signOutArgs(record, 'Europe/London', new Date(june))).toEqual({
      EntityHierarchy: 'acme#a',
      evtTimeStampProfileID: '1#ann-able',
      evtTimeStampOut: june,
      evtTZOffsetOut: -60,
      evtTimeZoneOut: 'Europe/London',
    });
    const january = Date.UTC(2026, 0, 15, 12, 0);
    expect(signOutArgs(record, 'Europe/London', new Date(january)).evtTZOffsetOut).toBe(0);
    expect(signOutArgs(record, 'Africa/Johannesburg', new Date(june)).evtTZOffsetOut).toBe(-120);
    expect(signOutArgs(record, 'America/New_York', new Date(june)).evtTZOffsetOut).toBe(240);
  });

  it("uses the device's zone when the site names none", () => {
    const now = new Date(2026, 5, 1, 12, 0);
    const args = signOutArgs(visitorRecord('acme#a', 1, 'Ann', 'Able'), undefined, now);
    expect(args.evtTimeZoneOut).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(args.evtTZOffsetOut).toBe(now.getTimezoneOffset());
  });
});
