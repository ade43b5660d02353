import {
  createTheme,
  localStorageColorSchemeManager,
  type MantineColorsTuple,
} from '@mantine/core';
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
 * Shade 7 in light mode keeps green text and white-on-green buttons above 4.5:1 contrast; dark
 * mode uses the brand green itself with dark text (autoContrast).
 */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand: brandGreen },
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  focusRing: 'auto',
});

/** The theme with a location's brand colour as primary (the default green keeps its shades). */
export function themeWithPrimary(primaryColor: string | null) {
  const shades = primaryColor ? brandShades(primaryColor) : null;
  if (!shades) return theme;
  return createTheme({ ...theme, colors: { brand: shades } });
}

/** The theme comes from the stored preference, else the system setting (spec/frame.md §9). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'gatehouse.theme' });
