/**
 * The eight languages that have a catalog (spec/frame.md §9). Any other supported locale is served
 * by the catalog of its language, and en-GB is the fallback.
 */
export const CATALOG_LOCALES = ['en-GB', 'af', 'de', 'es', 'fr', 'nl', 'pt', 'ru'] as const;
export type CatalogLocale = (typeof CATALOG_LOCALES)[number];
export const DEFAULT_LOCALE: CatalogLocale = 'en-GB';

/** The catalog that serves `locale`: 'de-CH' -> 'de', 'en_US' -> 'en-GB', 'zu' -> 'en-GB'. */
export function catalogFor(locale: string | null | undefined): CatalogLocale {
  if (!locale) return DEFAULT_LOCALE;
  const language = locale.replace('_', '-').split('-')[0]?.toLowerCase() ?? '';
  const match = CATALOG_LOCALES.find((candidate) => candidate === language);
  return match ?? DEFAULT_LOCALE;
}
