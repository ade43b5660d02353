import { i18n, type Messages } from '@lingui/core';
import { string } from '../../contract/plainCheck.ts';
import { definePreference, plainText } from '../kit/preferences/definePreference.ts';
import { readPreference, writePreference } from '../kit/preferences/storage.ts';
import { allMessagesSettled } from './allMessages.ts';
import { type CatalogLocale, DEFAULT_LOCALE } from './catalogs.ts';
import { resolveLocale } from './supportedLocales.ts';

type CatalogPart = () => Promise<Messages>;

/** The chosen language (a catalog locale); null: the default. */
export const localePreference = definePreference(
  'locale',
  plainText(string({ minLength: 1 })),
  null,
);

/*
 * Each catalog in two lazy parts (the Lingui Vite plugin compiles the .po file, and
 * scripts/splitCatalogsPlugin.ts splits it): the messages the first page shows, and the others.
 */
const FIRST_PARTS = import.meta.glob<Messages>('../locales/*/messages.po', {
  query: '?first',
  import: 'messages',
});
const LATER_PARTS = import.meta.glob<Messages>('../locales/*/messages.po', {
  query: '?later',
  import: 'messages',
});

function loadPart(parts: Record<string, CatalogPart>, catalog: CatalogLocale): Promise<Messages> {
  const load = parts[`../locales/${catalog}/messages.po`];
  if (!load) return Promise.reject(new Error(`No catalog for ${catalog}`));
  return load();
}

function activate(catalog: CatalogLocale, messages: Messages): void {
  i18n.loadAndActivate({ locale: catalog, messages });
  document.documentElement.lang = catalog;
}

/**
 * The start: activates the catalog of a locale (unsupported locales fall back to en-GB) with the
 * messages the first page needs, and adds the rest as they arrive. Pages and parts loaded later
 * wait for them (src/i18n/allMessages.ts). If the locale's first part fails, en-GB's is used.
 */
export async function startLocale(locale: string): Promise<CatalogLocale> {
  let catalog = resolveLocale(locale);
  try {
    try {
      activate(catalog, await loadPart(FIRST_PARTS, catalog));
    } catch {
      catalog = DEFAULT_LOCALE;
      activate(catalog, await loadPart(FIRST_PARTS, catalog));
    }
  } catch (error) {
    allMessagesSettled();
    throw error;
  }
  void loadPart(LATER_PARTS, catalog)
    .then((later) => {
      // Added in place: the page already shows none of them, so nothing needs to render again.
      if (i18n.locale === catalog) Object.assign(i18n.messages, later);
      else i18n.load(catalog, later);
    })
    .catch(() => undefined)
    .finally(allMessagesSettled);
  return catalog;
}

/** Loads the whole catalog of a locale and makes it the active one. */
export async function activateLocale(locale: string): Promise<CatalogLocale> {
  const catalog = resolveLocale(locale);
  const [first, later] = await Promise.all([
    loadPart(FIRST_PARTS, catalog),
    loadPart(LATER_PARTS, catalog),
  ]);
  activate(catalog, { ...first, ...later });
  return catalog;
}

/** The stored locale preference, else en-GB (spec/frame.md §9: the active locale is en_GB). */
export function initialLocale(): string {
  return readPreference(localePreference) ?? DEFAULT_LOCALE;
}

/** Switches the language and remembers the choice. */
export async function changeLocale(locale: string): Promise<CatalogLocale> {
  const catalog = await activateLocale(locale);
  writePreference(localePreference, catalog);
  return catalog;
}

export { i18n };
