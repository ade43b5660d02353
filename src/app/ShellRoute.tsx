import { useSessionState } from '../auth/sessionStore.ts';
import { DeferredEvacuationPack } from '../features/evacuation/pack/DeferredEvacuationPack.tsx';
import { SiteTimeZoneProvider } from '../kit/index.ts';
import { SyncProvider } from '../kit/sync/SyncProvider.tsx';
import { useEnvironment } from './EnvironmentContext.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { PendingChangesReporter } from './PendingChangesReporter.tsx';
import { GuardErrorScreen } from './pages/GuardErrorScreen.tsx';
import { SplashScreen } from './pages/splash/SplashScreen.tsx';
import { SyncHandover } from './SyncHandover.tsx';
import { SessionLifecycle } from './shell/SessionLifecycle.tsx';
import { useHierarchyConfigLoader } from './useHierarchyConfigLoader.ts';

/**
 * The guarded part of the app: once the session is known (the router's guard has already sent an
 * unauthenticated visitor to /authenticate), open the user's database and sync engine and show the
 * shell.
 */
export function ShellRoute() {
  const session = useSessionState();
  if (session.status === 'error') {
    return <GuardErrorScreen code={session.code} message={session.message} />;
  }
  if (session.status !== 'authenticated') return <SplashScreen />;
  return <SignedInShell session={session} />;
}

type Authenticated = Extract<ReturnType<typeof useSessionState>, { status: 'authenticated' }>;

function SignedInShell({ session }: { session: Authenticated }) {
  const environment = useEnvironment();
  useHierarchyConfigLoader(session.user.organisationId);
  return (
    <SyncProvider user={session.user} mqttUrl={environment.mqttUrl}>
      <SessionLifecycle user={session.user} freshness={session.freshness} />
      <SiteTimeZoneProvider>
        <AppLayout user={session.user} freshness={session.freshness} />
      </SiteTimeZoneProvider>
      <PendingChangesReporter />
      <SyncHandover />
      <DeferredEvacuationPack />
    </SyncProvider>
  );
}
