import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import {
  DEFAULT_LOCATION_SETTINGS,
  type LocationSettingsState,
} from '../../../contract/locationSettings.ts';
import { adminAt, pageHarnessForEachTest } from '../../kit/testing/index.ts';
import { AccountSettingsPage } from './AccountSettingsPage.tsx';

const REGION = 'acme#north';
const SITE = 'acme#north#jhb';
const SLOW = 20_000;

const config: HierarchyConfiguration = {
  key: 'HIERARCHY_CONFIGURATION_RETRIEVED',
  organisationId: 'acme',
  deepStructure: [
    { hierarchyStructure: REGION, children: [{ hierarchyStructure: SITE, children: [] }] },
  ],
  access: [],
  tenantFlags: {
    [REGION]: {
      entityLocationData: { companyName: 'Acme North', locationShortDescription: 'Gauteng' },
      features: {},
    },
    [SITE]: { entityLocationData: { companyName: 'Acme JHB' }, features: {} },
  },
  additionalConfigs: {},
};

const COLOURS = { primary: '#1a4f8b', secondary: '#122738', tertiary: '#122738', text: '#ffffff' };

/** The site's settings: colours inherited from the region, texts its own, the rest default. */
function siteSettings(): LocationSettingsState {
  const fromDefault = <K extends keyof typeof DEFAULT_LOCATION_SETTINGS>(section: K) => ({
    own: null,
    lmt: 0,
    effective: DEFAULT_LOCATION_SETTINGS[section],
    source: null,
  });
  const texts = { companyName: 'JHB', welcomeMessage: 'Hello', showTextsOnLanding: true };
  return {
    texts: { own: texts, lmt: 7, effective: texts, source: SITE },
    features: fromDefault('features'),
    images: fromDefault('images'),
    brandingColors: { own: null, lmt: 0, effective: COLOURS, source: REGION },
    locationConfig: fromDefault('locationConfig'),
  } as LocationSettingsState;
}

const page = pageHarnessForEachTest({
  config,
  location: SITE,
  user: adminAt(REGION),
});
const { answers, requests: sent } = page;

const retrieved = () => ({
  status: 200,
  body: { key: 'LOCATION_SETTINGS_RETRIEVED', EntityHierarchy: SITE, settings: siteSettings() },
});

describe('settings/account, Location tab', () => {
  it(
    'shows where each value comes from, checks contrast live and saves only a readable pair',
    async () => {
      const user = userEvent.setup();
      answers.push(retrieved());
      page.renderPage(<AccountSettingsPage />);
      expect(screen.getByRole('tab', { name: 'Location', selected: true })).toBeTruthy();
      const colours = await screen.findByRole('region', { name: 'Brand colours' });
      expect(within(colours).getByText(/Inherited from Acme North - Gauteng/)).toBeTruthy();
      const texts = screen.getByRole('region', { name: 'Texts' });
      expect(within(texts).getByText('Set at this location')).toBeTruthy();
      expect(within(texts).getByRole('button', { name: 'Reset to inherited' })).toBeTruthy();
      expect(within(colours).queryByRole('button', { name: 'Reset to inherited' })).toBeNull();
      const config = screen.getByRole('region', { name: 'Location configuration' });
      expect(within(config).getByLabelText('Short description').matches(':disabled')).toBe(true);

      const primary = within(colours).getByLabelText('Primary colour');
      await user.clear(primary);
      await user.type(primary, '#9be39b');
      const figure = within(colours).getByTestId('contrast-figure');
      expect(figure.textContent).toContain('1.52:1');
      expect(within(colours).getByRole('button', { name: 'Save' })).toHaveProperty(
        'disabled',
        true,
      );
      await user.clear(primary);
      await user.type(primary, '#5a1a8b');
      expect(figure.textContent).not.toContain('below');

      answers.push(
        { status: 200, body: { key: 'LOCATION_SETTINGS_SAVED', updatedLmt: 9, savedAt: 9 } },
        retrieved(),
      );
      await user.click(within(colours).getByRole('button', { name: 'Save' }));
      expect(await within(colours).findByText('Saved.')).toBeTruthy();
      const save = sent.find((request) => request.url.includes('saveLocationSettings'));
      expect(save?.body).toEqual({
        EntityHierarchy: SITE,
        section: 'brandingColors',
        lmt: 0,
        value: { ...COLOURS, primary: '#5a1a8b' },
      });
    },
    SLOW,
  );

  it(
    'resets a section to the inherited value with the lmt it read; a stale save says so',
    async () => {
      const user = userEvent.setup();
      answers.push(retrieved());
      page.renderPage(<AccountSettingsPage />);
      const texts = await screen.findByRole('region', { name: 'Texts' });
      answers.push({
        status: 409,
        body: { key: 'SETTINGS_OBSOLETE', message: 'changed' },
      });
      await user.click(within(texts).getByRole('button', { name: 'Reset to inherited' }));
      expect(
        await within(texts).findByText(/changed by someone else since they were loaded/),
      ).toBeTruthy();
      const reset = sent.find((request) => request.url.includes('saveLocationSettings'));
      expect(reset?.body).toEqual({ EntityHierarchy: SITE, section: 'texts', lmt: 7, value: null });
    },
    SLOW,
  );
});
