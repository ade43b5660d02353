import { i18n } from '@lingui/core';
import { readPreference, writePreference } from '../ui/preferences.ts';
import { type CatalogLocale, DEFAULT_LOCALE } from './catalogs.ts';
import { resolveLocale } from './supportedLocales.ts';

/**
 * Loads the catalog of a locale (unsupported locales fall back to en-GB) lazily (the Lingui Vite plugin compiles the .po file on import, and each
 * catalog becomes its own chunk) and makes it the active locale.
 */
export async function activateLocale(locale: string): Promise<CatalogLocale> {
  const catalog = resolveLocale(locale);
  const { messages } = await import(`../locales/${catalog}/messages.po`);
  i18n.loadAndActivate({ locale: catalog, messages });
  document.documentElement.lang = catalog;
  return catalog;
}

/** The stored locale preference, else en-GB (spec/frame.md §9: the active locale is en_GB). */
export function initialLocale(): string {
  return readPreference('locale') ?? DEFAULT_LOCALE;
}

/** Switches the language and remembers the choice. */
export async function changeLocale(locale: string): Promise<CatalogLocale> {
  const catalog = await activateLocale(locale);
  writePreference('locale', catalog);
  return catalog;
}

export { i18n };
