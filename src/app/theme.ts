import {
  type CSSVariablesResolver,
  createTheme,
  localStorageColorSchemeManager,
  type MantineColorsTuple,
} from '@mantine/core';
import { oneOf } from '../../contract/plainCheck.ts';
import { definePreference, plainText } from '../kit/preferences/definePreference.ts';
import { storageKeyOf } from '../kit/preferences/storage.ts';
import { brandShades } from './branding/branding.ts';

/** Default primary colour rgba(106,180,100,1) (#6ab464, spec/frame.md §9) at shade 5. */
export const brandGreen: MantineColorsTuple = [
  '#eef8ed',
  '#dcefd9',
  '#b8deb3',
  '#92cd8a',
  '#78c06f',
  '#6ab464',
  '#56a050',
  '#3f7f3a',
  '#33692f',
  '#264f23',
];

/**
 * Shade 7 keeps white-on-green buttons above 4.5:1 contrast in both schemes (Mantine picks the
 * button text colour from the light shade); brand-coloured text uses the lighter shade 4 in dark
 * mode (Mantine's -text variable).
 */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 7 },
  colors: { brand: brandGreen },
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  focusRing: 'auto',
  // Users who ask for reduced motion get no transitions on menus, modals and popovers.
  respectReducedMotion: true,
});

/**
 * Dimmed and status-coloured text at 4.5:1 or more: Mantine's defaults (gray 6 on white, dark 2 on
 * dark 7, yellow / orange / green text on white) are below it.
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': current.colors.gray[7],
    '--mantine-color-gray-text': current.colors.gray[7],
    '--mantine-color-green-text': '#2b6b33',
    '--mantine-color-yellow-text': '#7a5600',
    '--mantine-color-orange-text': '#a33a05',
  },
  dark: { '--mantine-color-dimmed': current.colors.dark[1] },
});

/** The theme with a location's brand colour as primary (the default green keeps its shades). */
export function themeWithPrimary(primaryColor: string | null) {
  const shades = primaryColor ? brandShades(primaryColor) : null;
  if (!shades) return theme;
  return createTheme({ ...theme, colors: { brand: shades } });
}

/** Light, dark or auto; written by Mantine's colour scheme manager under its key. */
export const themePreference = definePreference(
  'theme',
  plainText(oneOf(['light', 'dark', 'auto'])),
  'auto',
);

/** The theme comes from the stored preference, else the system setting (spec/frame.md §9). */
export const colorSchemeManager = localStorageColorSchemeManager({
  key: storageKeyOf(themePreference),
});
