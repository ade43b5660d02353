import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { visitorColumnText } from './columns.tsx';
import { visitorRecord } from './testing/visitorFixtures.ts';

const context = {
  labelOf: (key: string) => key,
  i18n: setupI18n({ locale: 'en-GB', messages: { 'en-GB': {} } }),
};
const SIGNED_IN = Date.UTC(2026, 10, 25, 8, 0);

describe('visitorColumnText', () => {
  it('gives the sign-out of a visitor on site as the cell shows it, "still on premises"', () => {
    const onSite = visitorRecord('acme#north', SIGNED_IN, 'Ann', 'Onsite');
    const left = visitorRecord('acme#north', SIGNED_IN, 'Lou', 'Left', {
      evtTimeStampOut: SIGNED_IN + 3_600_000,
    });
    expect(visitorColumnText('signOut', onSite, context)).toBe('still on premises');
    expect(visitorColumnText('signOut', left, context)).not.toBe('still on premises');
    expect(visitorColumnText('signOut', left, context)).not.toBe('');
  });
});
