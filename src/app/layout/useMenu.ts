import { LOADING_FEATURES } from '../../../contract/features/features.ts';
import { findNode } from '../../config/hierarchy.ts';
import { type Menu, menuFor } from '../../config/menu.ts';
import { useLocationAccess } from '../../kit/location/useLocationAccess.ts';
import { useLayout } from '../shell/layoutPreference.ts';

/** The menu of the signed-in user at the selected location (feature flags, role, layout). */
export function useMenu(): Menu {
  const { config, root, role, features } = useLocationAccess();
  const layout = useLayout();
  if (!config || !root) {
    return menuFor({ features: LOADING_FEATURES, role: 'DBUSER', layout, hasChildren: true });
  }
  const node = findNode(config.deepStructure, root);
  const hasChildren = node ? node.children.length > 0 : true;
  return menuFor({ features, role, layout, hasChildren });
}
