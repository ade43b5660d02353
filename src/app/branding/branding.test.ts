import { describe, expect, it } from 'vitest';
import type { TenantFlags } from '../../../contract/hierarchyConfig.ts';
import { DEFAULT_BRAND_COLOURS } from '../../ui/contrast.ts';
import { brandContrastProblem, brandingFor, brandShades } from './branding.ts';

const flags = (branding?: TenantFlags['branding']): TenantFlags => ({
  entityLocationData: {},
  features: {},
  ...(branding ? { branding } : {}),
});

const tenantFlags: Record<string, TenantFlags> = {
  acme: flags({ enabled: true, primaryColor: '#123456', name: 'Acme', logo: '/acme.png' }),
  'acme#north': flags(),
  'acme#south': flags({ enabled: true, primaryColor: '#aa0000' }),
  'acme#east': flags({ enabled: false, primaryColor: '#00aa00' }),
  beta: flags(),
};
const none = { whiteLabel: false };

describe('brandingFor', () => {
  it('uses the default green without branding', () => {
    expect(brandingFor(tenantFlags, 'beta', none)).toEqual({
      primaryColor: DEFAULT_BRAND_COLOURS.primary,
      isDefaultColor: true,
      whiteLabel: false,
    });
    expect(brandingFor(tenantFlags, 'ALL', none).isDefaultColor).toBe(true);
    expect(brandingFor(undefined, undefined, none).isDefaultColor).toBe(true);
  });

  it.each([
    ['acme', '#123456', 'Acme'],
    ['acme#north', '#123456', 'Acme'],
    ['acme#south', '#aa0000', undefined],
    ['acme#east', '#123456', 'Acme'],
  ])('%s takes the nearest enabled branding', (root, colour, name) => {
    const result = brandingFor(tenantFlags, root, none);
    expect(result.primaryColor).toBe(colour);
    expect(result.name).toBe(name);
    expect(result.whiteLabel).toBe(true);
  });

  it('lets query parameters override the location', () => {
    expect(
      brandingFor(tenantFlags, 'beta', {
        primaryColor: '#000080',
        logo: '/l.png',
        whiteLabel: true,
      }),
    ).toEqual({ primaryColor: '#000080', isDefaultColor: false, logo: '/l.png', whiteLabel: true });
  });
});

describe('brandContrastProblem', () => {
  it.each([
    ['#ffff00', 1.07],
    ['#eeeeee', 1.16],
    ['#000080', null],
    ['#33692f', null],
    ['not a colour', null],
  ])('%s gives %j', (colour, expected) => {
    expect(brandContrastProblem(colour)).toBe(expected);
  });
});

describe('brandShades', () => {
  it('keeps the colour at shade 5, lighter below and darker above', () => {
    const shades = brandShades('#6ab464');
    expect(shades?.[5]).toBe('#6ab464');
    expect(shades?.[0]).not.toBe('#6ab464');
    expect(brandShades('nope')).toBeNull();
  });
});
