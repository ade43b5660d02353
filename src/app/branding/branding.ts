import type { MantineColorsTuple } from '@mantine/core';
import type { TenantFlags } from '../../../contract/hierarchyConfig.ts';
import { contrastRatio, DEFAULT_BRAND_COLOURS, parseColour, type Rgba } from '../../ui/contrast.ts';

/** The branding in effect at the selected location (spec/frame.md §3, §4). */
export interface ActiveBranding {
  primaryColor: string;
  /** True when the colour is the default green (no branding applies). */
  isDefaultColor: boolean;
  logo?: string;
  name?: string;
  whiteLabel: boolean;
}

export interface BrandingOverrides {
  primaryColor?: string;
  logo?: string;
  whiteLabel: boolean;
}

function sameColour(a: string, b: string): boolean {
  const [x, y] = [parseColour(a), parseColour(b)];
  return !!x && !!y && x.r === y.r && x.g === y.g && x.b === y.b && x.a === y.a;
}

/** The location itself, then its ancestors (levels joined by #): the nearest enabled branding. */
function nearestBranding(tenantFlags: Record<string, TenantFlags>, root: string) {
  const levels = root.split('#');
  for (let depth = levels.length; depth > 0; depth--) {
    const branding = tenantFlags[levels.slice(0, depth).join('#')]?.branding;
    if (branding?.enabled) return branding;
  }
  return undefined;
}

/**
 * Branding of the chosen location: its (or the nearest ancestor's) enabled branding, with the
 * query-parameter overrides on top; the default green when none applies. An enabled branding is
 * white label (its own name and logo instead of the product's).
 */
export function brandingFor(
  tenantFlags: Record<string, TenantFlags> | undefined,
  root: string | undefined,
  overrides: BrandingOverrides,
): ActiveBranding {
  const branding =
    tenantFlags && root && root !== 'ALL' ? nearestBranding(tenantFlags, root) : undefined;
  const candidate = overrides.primaryColor ?? branding?.primaryColor;
  const primaryColor =
    candidate && parseColour(candidate) ? candidate : DEFAULT_BRAND_COLOURS.primary;
  const result: ActiveBranding = {
    primaryColor,
    isDefaultColor: sameColour(primaryColor, DEFAULT_BRAND_COLOURS.primary),
    whiteLabel: overrides.whiteLabel || branding !== undefined,
  };
  const logo = overrides.logo ?? branding?.logo;
  if (logo) result.logo = logo;
  if (branding?.name) result.name = branding.name;
  return result;
}

function hex({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
}

function mix(colour: Rgba, other: Rgba, amount: number): Rgba {
  const blend = (a: number, b: number) => a + (b - a) * amount;
  return {
    r: blend(colour.r, other.r),
    g: blend(colour.g, other.g),
    b: blend(colour.b, other.b),
    a: 1,
  };
}

/**
 * Ten shades of a brand colour for the theme: lighter towards 0, the colour itself at 5, darker
 * towards 9 (the light theme uses shade 7, so brand text stays readable on white).
 */
export function brandShades(colour: string): MantineColorsTuple | null {
  const base = parseColour(colour);
  if (!base) return null;
  const white: Rgba = { r: 255, g: 255, b: 255, a: 1 };
  const black: Rgba = { r: 0, g: 0, b: 0, a: 1 };
  const shades = Array.from({ length: 10 }, (_, index) =>
    hex(index < 5 ? mix(base, white, (5 - index) * 0.18) : mix(base, black, (index - 5) * 0.17)),
  );
  return shades as unknown as MantineColorsTuple;
}

/** Brand colour used as text or controls on a white page needs at least 3:1 (WCAG 1.4.11). */
export const MINIMUM_BRAND_CONTRAST = 3;

/** The contrast of the colour on white when it is too low to read, else null. */
export function brandContrastProblem(primaryColor: string): number | null {
  if (!parseColour(primaryColor)) return null;
  const ratio = contrastRatio(primaryColor, '#ffffff');
  return ratio < MINIMUM_BRAND_CONTRAST ? ratio : null;
}
