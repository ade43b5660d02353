import { featuresFor, LOADING_FEATURES } from '../../../contract/features/features.ts';
import { useSessionUser } from '../../auth/sessionStore.ts';
import { findNode } from '../../config/hierarchy.ts';
import { type Menu, menuFor } from '../../config/menu.ts';
import { roleAt } from '../../config/roles.ts';
import { useLocationSelection } from '../../kit/location/useLocationSelection.ts';
import { useLayout } from '../shell/layoutPreference.ts';

/** The menu of the signed-in user at the selected location (feature flags, role, layout). */
export function useMenu(): Menu {
  const user = useSessionUser();
  const { config, root } = useLocationSelection();
  const layout = useLayout();
  if (!config || !root) {
    return menuFor({ features: LOADING_FEATURES, role: 'DBUSER', layout, hasChildren: true });
  }
  const access = config.access.length > 0 ? config.access : user.locations;
  const role = roleAt(access, root, config.organisationId);
  const features = featuresFor({
    tenantFlags: config.tenantFlags,
    location: root,
    role,
    flags: user.flags,
  });
  const node = findNode(config.deepStructure, root);
  const hasChildren = node ? node.children.length > 0 : true;
  return menuFor({ features, role, layout, hasChildren });
}
