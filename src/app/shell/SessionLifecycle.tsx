import { useEffect } from 'react';
import type { SessionUser } from '../../../contract/session.ts';
import { auditSignIn } from '../../auth/loginAudit.ts';
import type { SessionFreshness } from '../../auth/resolveSession.ts';
import { refreshSession } from '../../auth/sessionStore.ts';
import { takeSignInMark } from '../../auth/startSignIn.ts';
import { useSyncEngine, useSyncStatus } from '../../kit/sync/hooks.ts';
import { useEnvironment } from '../EnvironmentContext.tsx';

export interface SessionLifecycleProps {
  user: SessionUser;
  freshness: SessionFreshness;
}

/**
 * Session upkeep inside the signed-in shell (spec/frame.md §4):
 * - when the browser comes back online, the session is checked again (an offline start becomes
 *   live, or an ended session shows the 'Sign in again' notice);
 * - after a fresh sign-in the USER_LOGIN audit is written (not for company email domains);
 * - while the session is live, an outbox paused for sign-in (a marshal whose session expired
 *   offline) is resumed, so the queued changes are sent.
 */
export function SessionLifecycle({ user, freshness }: SessionLifecycleProps) {
  const environment = useEnvironment();
  const engine = useSyncEngine();
  const { authRequired } = useSyncStatus();
  const companyDomains = environment.identity.companyEmailDomains;

  useEffect(() => {
    const onOnline = () => void refreshSession();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  useEffect(() => {
    if (freshness === 'live' && takeSignInMark()) void auditSignIn(user, companyDomains);
  }, [freshness, user, companyDomains]);

  useEffect(() => {
    if (freshness === 'live' && authRequired) void engine.resumeAfterSignIn();
  }, [freshness, authRequired, engine]);

  return null;
}
