import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { afterAllMessages } from './allMessages.ts';
import { activateLocale, i18n, startLocale } from './i18n.ts';

describe('catalog parts', () => {
  it('starts with a locale, and lazy parts load once all its messages are in', async () => {
    expect(await startLocale('de-CH')).toBe('de');
    const loaded = await afterAllMessages(async () => i18n._(msg`Sign out`));
    expect(loaded).toBe('Abmelden');
    expect(document.documentElement.lang).toBe('de');
  });

  it('falls back to en-GB for a locale without a catalog, and switches with the whole catalog', async () => {
    expect(await startLocale('zu')).toBe('en-GB');
    expect(i18n._(msg`Sign out`)).toBe('Sign out');
    expect(await activateLocale('fr')).toBe('fr');
    expect(i18n._(msg`Sign out`)).not.toBe('Sign out');
  });
});
