import { describe, expect, test } from 'vitest';
import { DEFAULT_LOCATION_SETTINGS, textOnPrimaryContrast } from './locationSettings.ts';
import { effectiveSettings, selfAndAncestors } from './locationSettingsInheritance.ts';

const texts = (companyName: string) => ({
  companyName,
  welcomeMessage: '',
  showTextsOnLanding: false,
});
const colours = (primary: string) => ({
  primary,
  secondary: '#000',
  tertiary: '#000',
  text: '#fff',
});

describe('inheritance, section by section', () => {
  const stored = {
    acme: { texts: { value: texts('Acme'), lmt: 1 } },
    'acme#north': { brandingColors: { value: colours('#1a4f8b'), lmt: 2 } },
    'acme#north#jhb': { texts: { value: texts('JHB'), lmt: 3 } },
  };

  test('the nearest location storing a section wins, and is named as the source', () => {
    const site = effectiveSettings(stored, 'acme#north#jhb');
    expect(site.texts).toEqual({
      own: texts('JHB'),
      lmt: 3,
      effective: texts('JHB'),
      source: 'acme#north#jhb',
    });
    expect(site.brandingColors).toEqual({
      own: null,
      lmt: 0,
      effective: colours('#1a4f8b'),
      source: 'acme#north',
    });
  });

  test('a sibling inherits from the common ancestors only; nothing stored gives the default', () => {
    const other = effectiveSettings(stored, 'acme#south#cpt');
    expect(other.texts.source).toBe('acme');
    expect(other.brandingColors).toEqual({
      own: null,
      lmt: 0,
      effective: DEFAULT_LOCATION_SETTINGS.brandingColors,
      source: null,
    });
    expect(effectiveSettings({}, 'acme').locationConfig.effective.enabled).toBe(false);
  });

  test('self and ancestors, nearest first', () => {
    expect(selfAndAncestors('a#b#c')).toEqual(['a#b#c', 'a#b', 'a']);
  });
});

describe('the contrast rule of text on the primary colour', () => {
  test('WCAG ratio with the 0.05 offset, rounded to 2 decimals', () => {
    expect(textOnPrimaryContrast({ primary: '#000000', text: '#ffffff' })).toBe(21);
    // #777777 on white: L = 0.1845 -> 1.05 / 0.2345 = 4.4776...
    expect(textOnPrimaryContrast({ primary: '#777777', text: '#ffffff' })).toBe(4.48);
    expect(textOnPrimaryContrast({ primary: '#1a4f8b', text: '#ffffff' })).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(textOnPrimaryContrast({ primary: 'rgba(106,180,100,1)', text: '#ffffff' })).toBeLessThan(
      4.5,
    );
    expect(textOnPrimaryContrast({ primary: 'nope', text: '#ffffff' })).toBe(0);
  });
});
