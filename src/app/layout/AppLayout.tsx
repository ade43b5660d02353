import { useLingui } from '@lingui/react/macro';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import type { SessionUser } from '../../../contract/session.ts';
import type { SessionFreshness } from '../../auth/resolveSession.ts';
import { STANDALONE_PATHS } from '../../config/routeTable.ts';
import { afterFirstContent } from '../../ui/firstContent.ts';
import { lazyWhenOpened } from '../../ui/lazyWhenOpened.tsx';
import { BrandingApplier } from '../branding/BrandingApplier.tsx';
import { ConfigurationGate } from '../config-errors/ConfigurationGate.tsx';
import { identifySupportUser } from '../services/supportWidget.ts';
import { useSupportWidgetSync } from '../services/useSupportWidgetSync.ts';
import { LiveUpdateBanners } from '../shell/LiveUpdateBanners.tsx';
import { launchOptions } from '../shell/launchOptions.ts';
import { useLayout } from '../shell/layoutPreference.ts';
import { ComponentErrorBoundary } from './ComponentErrorBoundary.tsx';
import { SessionNotice } from './SessionNotice.tsx';
import { ShellFrame } from './ShellFrame.tsx';

const AccountSettingsModal = lazyWhenOpened(() =>
  import('./AccountSettingsModal.tsx').then((m) => m.AccountSettingsModal),
);

const shellChrome = () => afterFirstContent(() => import('./ShellChrome.tsx'));
const Header = lazy(() => shellChrome().then((m) => ({ default: m.Header })));
const Navigation = lazy(() => shellChrome().then((m) => ({ default: m.Navigation })));

/** The sidebar starts collapsed when the window is 1220 px wide or narrower (spec/frame.md §2). */
export const SIDEBAR_BREAKPOINT_QUERY = '(max-width: 1220px)';

function isNarrowWindow(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia(SIDEBAR_BREAKPOINT_QUERY).matches
  );
}

export interface AppLayoutProps {
  user: SessionUser;
  freshness: SessionFreshness;
}

/**
 * The signed-in shell: header, collapsible sidebar (legacy or latest layout, neither when
 * embedded in a frame), live-update banners and the current page. The header's and sidebar's
 * contents (ShellChrome.tsx) load once the page has shown its first content (firstContent.ts), so
 * the page's own chunk and data go first.
 */
export function AppLayout({ user, freshness }: AppLayoutProps) {
  const { t } = useLingui();
  const embedded = launchOptions().embedded;
  const layout = useLayout();
  const narrow = useMediaQuery(SIDEBAR_BREAKPOINT_QUERY, isNarrowWindow(), {
    getInitialValueInEffect: false,
  });
  const [opened, { toggle, open, close }] = useDisclosure(!isNarrowWindow());
  const [settingsOpened, settings] = useDisclosure(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  useEffect(() => {
    if (narrow) close();
    else open();
  }, [narrow, open, close]);

  useEffect(() => identifySupportUser(user), [user]);
  useSupportWidgetSync();

  // Standalone routes (/ and /dashboard, spec/frame.md §1) have no sidebar, so no toggle either.
  const noSidebar = embedded || STANDALONE_PATHS.has(pathname);
  const navbarShown = !noSidebar && opened;
  return (
    <ShellFrame
      sidebarWidthRem={layout === 'legacy' ? 15 : 16.25}
      sidebarCollapsed={!navbarShown}
      rootData={{ 'data-layout': layout, ...(embedded ? { 'data-embedded': true } : {}) }}
      sidebarLabel={t`Main navigation`}
      header={
        <Suspense fallback={null}>
          <Header
            user={user}
            sidebarToggle={!noSidebar}
            sidebarOpened={navbarShown}
            onToggleSidebar={toggle}
            onOpenSettings={settings.open}
          />
        </Suspense>
      }
      sidebar={
        noSidebar ? null : (
          <Suspense fallback={null}>
            <Navigation layout={layout} onNavigate={() => narrow && close()} />
          </Suspense>
        )
      }
    >
      <LiveUpdateBanners />
      <BrandingApplier />
      <SessionNotice freshness={freshness} />
      <ComponentErrorBoundary location={pathname}>
        <ConfigurationGate>
          <Outlet />
        </ConfigurationGate>
      </ComponentErrorBoundary>
      <AccountSettingsModal user={user} opened={settingsOpened} onClose={settings.close} />
    </ShellFrame>
  );
}
