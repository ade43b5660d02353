import { useContext } from 'react';
import { EnvironmentContext } from '../../kit/environment/EnvironmentContext.tsx';
import { launchOptions } from '../shell/launchOptions.ts';
import { useActiveBranding } from './brandStore.ts';

/** The product's name where no environment file is loaded (tests of a single screen). */
export const DEFAULT_PRODUCT_NAME = 'Gatehouse';

/**
 * The title the header, the splash and the sign-in page show: the environment's product name, or
 * under white label (the location's branding, `whitelabel=true`, an embedded app) the brand's
 * name, or nothing when the brand has none.
 */
export function useProductTitle(): string {
  const productName = useContext(EnvironmentContext)?.productName ?? DEFAULT_PRODUCT_NAME;
  const branding = useActiveBranding();
  if (branding.whiteLabel || launchOptions().whiteLabel) return branding.name ?? '';
  return productName;
}
