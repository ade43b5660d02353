import { useMemo } from 'react';
import type { Role } from '../../../contract/session.ts';
import { useSessionUser } from '../../auth/sessionStore.ts';
import {
  type FeatureSet,
  featuresFor,
  LOADING_FEATURES,
} from '../../../contract/features/features.ts';
import { DEFAULT_ROLE, roleAt } from '../../config/roles.ts';
import { type LocationSelection, useLocationSelection } from './useLocationSelection.ts';

export interface LocationAccess extends LocationSelection {
  /** The signed-in user's role at the selected location (DBUSER while loading). */
  role: Role;
  /** What the location offers this user (LOADING_FEATURES, all off, while loading). */
  features: FeatureSet;
}

/**
 * The selected location with the user's role there and its feature set (tenant flags, role and
 * account rules, spec/frame.md §3). Inside the signed-in shell only.
 */
export function useLocationAccess(): LocationAccess {
  const user = useSessionUser();
  const selection = useLocationSelection();
  return useMemo(() => {
    const { config, root } = selection;
    if (!config || !root) return { ...selection, role: DEFAULT_ROLE, features: LOADING_FEATURES };
    const access = config.access.length > 0 ? config.access : user.locations;
    const role = roleAt(access, root, config.organisationId);
    const features = featuresFor({
      tenantFlags: config.tenantFlags,
      location: root,
      role,
      flags: user.flags,
    });
    return { ...selection, role, features };
  }, [selection, user]);
}

/** The user's role at the selected location. */
export function useLocationRole(): Role {
  return useLocationAccess().role;
}

/** The feature set of the selected location for the user. */
export function useLocationFeatures(): FeatureSet {
  return useLocationAccess().features;
}
