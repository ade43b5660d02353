import type { CatalogLocale } from './catalogs.ts';

/** Each catalog language in its own words, for the language selector. */
export const LANGUAGE_NAMES: Record<CatalogLocale, string> = {
  'en-GB': 'English',
  af: 'Afrikaans',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  nl: 'Nederlands',
  pt: 'Português',
  ru: 'Русский',
};
