import type { Layout } from '../../config/menu.ts';
import { ColorSchemeToggle } from './ColorSchemeToggle.tsx';
import { Sidebar } from './Sidebar.tsx';

/**
 * The shell's header and navigation, one chunk loaded after the page's first content (see
 * AppLayout): the location selector, sync status, account menu and sidebar with their popovers,
 * menus and tooltips are not needed for the page's first rows.
 */
export { Header } from './Header.tsx';

export interface NavigationProps {
  layout: Layout;
  onNavigate: () => void;
}

/** The sidebar and, under it, the colour scheme toggle. */
export function Navigation({ layout, onNavigate }: NavigationProps) {
  return (
    <>
      <Sidebar layout={layout} onNavigate={onNavigate} />
      <ColorSchemeToggle compact={false} />
    </>
  );
}
