import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EnvironmentFile } from '../../../../contract/env.ts';
import { EnvironmentContext } from '../../EnvironmentContext.tsx';
import { DEFAULT_BRAND_COLOURS } from '../../../ui/contrast.ts';
import { applyBranding } from '../../branding/brandStore.ts';
import { initLaunchOptions } from '../../shell/launchOptions.ts';
import { TEST_ENVIRONMENT } from '../../testing/testEnvironment.ts';
import { TestProviders } from '../../testing/TestProviders.tsx';
import { LOGO_BOUNCE_MS, SplashScreen, TITLE_ANIMATION_MS } from './SplashScreen.tsx';

function renderSplash(environment: EnvironmentFile | null = null) {
  render(
    <EnvironmentContext.Provider value={environment}>
      <TestProviders>
        <SplashScreen />
      </TestProviders>
    </EnvironmentContext.Provider>,
  );
  return screen.getByRole('status', { name: 'Loading' });
}

const DEFAULT_BRANDING = {
  primaryColor: DEFAULT_BRAND_COLOURS.primary,
  isDefaultColor: true,
  whiteLabel: false,
};

afterEach(() => {
  cleanup();
  applyBranding(DEFAULT_BRANDING);
  initLaunchOptions(new URL('https://gatehouse.example/'));
});

describe('SplashScreen', () => {
  it('shows the product title and the tagline', () => {
    renderSplash();
    expect(screen.getByRole('heading', { level: 1, name: 'Gatehouse' })).toBeTruthy();
    expect(screen.getByText('The Logbook of the Future')).toBeTruthy();
  });

  it("shows the environment's product name, and the brand's name under white label", () => {
    renderSplash({ ...TEST_ENVIRONMENT, productName: 'Front Desk' });
    expect(screen.getByRole('heading', { level: 1, name: 'Front Desk' })).toBeTruthy();
    cleanup();
    applyBranding({ ...DEFAULT_BRANDING, whiteLabel: true, name: 'Acme' });
    renderSplash({ ...TEST_ENVIRONMENT, productName: 'Front Desk' });
    expect(screen.getByRole('heading', { level: 1, name: 'Acme' })).toBeTruthy();
    cleanup();
    applyBranding({ ...DEFAULT_BRANDING, whiteLabel: true });
    renderSplash();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('has a logo variant for each colour scheme, hidden from assistive technology', () => {
    const status = renderSplash();
    const light = status.querySelector('[data-logo-scheme="light"]');
    const dark = status.querySelector('[data-logo-scheme="dark"]');
    expect(light?.className).toContain('mantine-dark-hidden');
    expect(dark?.className).toContain('mantine-light-hidden');
    expect(light?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('starts the logo bounce when the title animation ends, still under reduced motion', () => {
    renderSplash();
    const title = screen.getByRole('heading', { level: 1 });
    const logo = screen.getByTestId('splash-logo');
    expect(title.style.animation).toContain(`${TITLE_ANIMATION_MS}ms`);
    expect(logo.style.animation).toBe(
      `gatehouse-splash-bounce ${LOGO_BOUNCE_MS}ms ease-in-out ${TITLE_ANIMATION_MS}ms infinite`,
    );
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent);
    expect(styles.join('\n')).toContain('prefers-reduced-motion');
  });

  it('colours the spinner with the location primary colour when one is set', () => {
    applyBranding({ primaryColor: '#aa0000', isDefaultColor: false, whiteLabel: false });
    renderSplash();
    expect(screen.getByTestId('splash-spinner').getAttribute('style')).toContain('#aa0000');
  });

  it('colours the spinner with ?primarycolor= before a location is chosen', () => {
    initLaunchOptions(new URL('https://gatehouse.example/?primarycolor=123456'));
    renderSplash();
    expect(screen.getByTestId('splash-spinner').getAttribute('style')).toContain('#123456');
  });

  it('keeps the theme primary for the spinner when no colour is configured', () => {
    renderSplash();
    expect(screen.getByTestId('splash-spinner').getAttribute('style') ?? '').not.toContain('#');
  });
});
