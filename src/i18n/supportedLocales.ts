import { CATALOG_LOCALES, type CatalogLocale, DEFAULT_LOCALE } from './catalogs.ts';

/**
 * Supported locales (spec/frame.md §5, §9): about 70 codes, short language codes and regional
 * variants. Only eight have a catalog; any other supported locale is served by the catalog of its
 * language, else by the default en-GB. Codes are BCP 47 ('pt-BR'); '_' is accepted for '-' and
 * case is ignored ('en_gb' is 'en-GB').
 */
export { CATALOG_LOCALES, type CatalogLocale, DEFAULT_LOCALE };

export const SUPPORTED_LOCALES = [
  'af',
  'af-ZA',
  'ar',
  'ar-AE',
  'ar-SA',
  'bg',
  'ca',
  'cs',
  'da',
  'de',
  'de-AT',
  'de-CH',
  'de-DE',
  'el',
  'en',
  'en-AU',
  'en-CA',
  'en-GB',
  'en-IE',
  'en-IN',
  'en-NZ',
  'en-US',
  'en-ZA',
  'es',
  'es-AR',
  'es-CL',
  'es-CO',
  'es-ES',
  'es-MX',
  'et',
  'fi',
  'fr',
  'fr-BE',
  'fr-CA',
  'fr-CH',
  'fr-FR',
  'he',
  'hi',
  'hr',
  'hu',
  'id',
  'it',
  'it-CH',
  'it-IT',
  'ja',
  'ko',
  'lt',
  'lv',
  'ms',
  'nb',
  'nl',
  'nl-BE',
  'nl-NL',
  'pl',
  'pt',
  'pt-BR',
  'pt-PT',
  'ro',
  'ru',
  'ru-RU',
  'sk',
  'sl',
  'sr',
  'sv',
  'sw',
  'th',
  'tr',
  'uk',
  'vi',
  'xh',
  'zh',
  'zh-CN',
  'zh-TW',
  'zu',
] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

const BY_LOWER_CASE = new Map<string, SupportedLocale>(
  SUPPORTED_LOCALES.map((code) => [code.toLowerCase(), code]),
);

/** The supported spelling of `code` ('en_gb' → 'en-GB'), or undefined when not supported. */
export function normaliseLocale(code: string | null | undefined): SupportedLocale | undefined {
  if (!code) return undefined;
  return BY_LOWER_CASE.get(code.trim().replaceAll('_', '-').toLowerCase());
}

export function isSupportedLocale(code: string | null | undefined): boolean {
  return normaliseLocale(code) !== undefined;
}

/**
 * The catalog to load for a requested locale: the catalog of the same code, else the catalog of
 * its language ('pt-BR' → 'pt', 'en' → 'en-GB'), else en-GB. An unsupported locale gives en-GB.
 */
export function resolveLocale(requested: string | null | undefined): CatalogLocale {
  const code = normaliseLocale(requested);
  if (!code) return DEFAULT_LOCALE;
  const exact = CATALOG_LOCALES.find((catalog) => catalog === code);
  if (exact) return exact;
  const language = code.split('-')[0];
  const sameLanguage = CATALOG_LOCALES.find((catalog) => catalog.split('-')[0] === language);
  return sameLanguage ?? DEFAULT_LOCALE;
}
