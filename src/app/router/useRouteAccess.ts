import type { MenuEntry } from '../../config/menu.ts';
import { useLocationSelection } from '../../kit/location/useLocationSelection.ts';
import { useMenu } from '../layout/useMenu.ts';
import { menuEntryFor } from './menuEntryFor.ts';

export type RouteAccess =
  /** The location configuration is not known yet: nothing can be decided. */
  | { status: 'loading' }
  | { status: 'allowed'; entry: MenuEntry }
  /** The menu has no route for this path for the user at the selected location. */
  | { status: 'denied' };

/**
 * Whether the menu of the signed-in user at the selected location (the sidebar's own menu: the
 * same features, role, layout and child locations) allows `pathname`. Re-evaluates when the
 * location, the configuration or the layout changes.
 */
export function useRouteAccess(pathname: string): RouteAccess {
  const { config, root } = useLocationSelection();
  const menu = useMenu();
  if (!config || !root) return { status: 'loading' };
  const entry = menuEntryFor(menu.routes, pathname);
  return entry ? { status: 'allowed', entry } : { status: 'denied' };
}
