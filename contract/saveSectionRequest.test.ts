import { describe, expect, it } from 'vitest';
import {
  LOCATION_SETTINGS_SECTIONS,
  type SectionSaveValues,
  saveLocationSettingsRequest,
  saveSectionRequest,
} from './locationSettings.ts';

const values: SectionSaveValues = {
  texts: { companyName: 'Acme', welcomeMessage: 'Welcome', showTextsOnLanding: true },
  features: {
    badgePrintingEnabled: true,
    badgePrintingAutoCut: false,
    badgeReprintAllowed: true,
    voiceFeedbackEnabled: false,
  },
  images: { contentType: 'image/png', data: 'iVBORw0KGgo=' },
  brandingColors: {
    primary: '#1a5f9e',
    secondary: '#ffffff',
    tertiary: '#eeeeee',
    text: '#ffffff',
  },
  locationConfig: {
    enabled: true,
    locationShortDescription: 'South gate',
    timeZone: 'Asia/Kathmandu',
    country: 'NP',
  },
};
const target = { EntityHierarchy: 'acme#south', lmt: 7 };

describe('saveSectionRequest', () => {
  it.each(LOCATION_SETTINGS_SECTIONS)('builds a valid save of %s with its value', (section) => {
    const request = saveSectionRequest(section, target, values[section]);
    expect(saveLocationSettingsRequest.parse(request)).toEqual({
      ...target,
      section,
      value: values[section],
    });
  });

  it.each(LOCATION_SETTINGS_SECTIONS)('builds a reset of %s (value null)', (section) => {
    const request = saveSectionRequest(section, target, null);
    expect(saveLocationSettingsRequest.parse(request)).toEqual({ ...target, section, value: null });
  });
});
