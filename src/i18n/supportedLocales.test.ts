import { describe, expect, it } from 'vitest';
import {
  CATALOG_LOCALES,
  DEFAULT_LOCALE,
  isSupportedLocale,
  normaliseLocale,
  resolveLocale,
  SUPPORTED_LOCALES,
} from './supportedLocales.ts';

describe('locale lists', () => {
  it('about 70 unique supported locales, short variants included', () => {
    expect(SUPPORTED_LOCALES.length).toBeGreaterThanOrEqual(65);
    expect(SUPPORTED_LOCALES.length).toBeLessThanOrEqual(80);
    expect(new Set(SUPPORTED_LOCALES).size).toBe(SUPPORTED_LOCALES.length);
    for (const code of ['en', 'de', 'pt-BR', 'en-GB', 'en-US', 'af']) {
      expect(SUPPORTED_LOCALES).toContain(code);
    }
  });

  it('the eight catalogs are supported, with en-GB the default', () => {
    expect([...CATALOG_LOCALES]).toEqual(['en-GB', 'af', 'de', 'es', 'fr', 'nl', 'pt', 'ru']);
    expect(DEFAULT_LOCALE).toBe('en-GB');
    for (const code of CATALOG_LOCALES) expect(isSupportedLocale(code)).toBe(true);
  });
});

describe('resolveLocale', () => {
  it.each([
    ['en-GB', 'en-GB'],
    ['en_GB', 'en-GB'],
    ['de', 'de'],
    ['DE', 'de'],
    ['de-CH', 'de'],
    ['pt-BR', 'pt'],
    ['pt_br', 'pt'],
    ['en', 'en-GB'],
    ['en-US', 'en-GB'],
    ['af-ZA', 'af'],
    ['ru-RU', 'ru'],
    ['nl-BE', 'nl'],
    ['fr-CA', 'fr'],
    ['es-MX', 'es'],
    ['ja', 'en-GB'],
    ['zu', 'en-GB'],
    ['xx', 'en-GB'],
    ['de-XX', 'en-GB'],
    ['', 'en-GB'],
    [null, 'en-GB'],
    [undefined, 'en-GB'],
  ])('%j → %s', (requested, catalog) => {
    expect(resolveLocale(requested)).toBe(catalog);
  });
});

describe('isSupportedLocale and normaliseLocale', () => {
  it.each([
    ['en-gb', 'en-GB'],
    [' zh_tw ', 'zh-TW'],
    ['pt-BR', 'pt-BR'],
    ['klingon', undefined],
    ['en-XX', undefined],
  ])('%j → %j', (code, normal) => {
    expect(normaliseLocale(code)).toBe(normal);
    expect(isSupportedLocale(code)).toBe(normal !== undefined);
  });
});
