import { useSyncExternalStore } from 'react';
import type { SessionUser } from '../../contract/session.ts';
import type { SessionRow } from '../db/database.ts';
import { SESSION_DATABASE, SESSION_SCHEMA_VERSION, nativeVersion } from '../db/names.ts';
import { openExistingDatabase, readByKey } from '../db/rawRead.ts';
import { afterFirstContent } from '../ui/firstContent.ts';
import { type CachedSession, resolveSession, type SessionState } from './resolveSession.ts';
import { fetchSession } from './sessionClient.ts';

/**
 * The client's session state: the cached sessionDb row (so the shell starts offline), refreshed
 * from GET /auth/session. One shared store; `ensureSession` starts once per page load and
 * `refreshSession` re-checks (for example when the browser comes back online).
 */
let state: SessionState = { status: 'loading' };
let pending: Promise<SessionState> | null = null;
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** The cached row read with IndexedDB alone (no Dexie on the first page); null: ask Dexie. */
async function readCachedRowRaw(): Promise<{ row: SessionRow | undefined } | null> {
  const db = await openExistingDatabase(SESSION_DATABASE, nativeVersion(SESSION_SCHEMA_VERSION));
  if (!db) return null;
  try {
    const row = await readByKey<SessionRow>(db, 'session', 'current');
    return row === null ? null : { row };
  } finally {
    db.close();
  }
}

export async function readCachedSession(): Promise<CachedSession | null> {
  try {
    const raw = await readCachedRowRaw();
    const row = raw
      ? raw.row
      : await (await import('../db/database.ts')).sessionDb.session.get('current');
    return row ? { user: row.user, expiresAt: row.expiresAt } : null;
  } catch {
    return null;
  }
}

async function cacheSession(user: SessionUser, expiresAt: number): Promise<void> {
  // Dexie loads after the first page's content (its chunk would compete with it).
  const { sessionDb } = await afterFirstContent(() => import('../db/database.ts'));
  await sessionDb.session.put({ id: 'current', user, expiresAt, savedAt: Date.now() });
}

export async function refreshSession(): Promise<SessionState> {
  return settleSession(readCachedSession(), fetchSession());
}

async function settleSession(
  cachedRead: Promise<CachedSession | null>,
  answered: ReturnType<typeof fetchSession>,
): Promise<SessionState> {
  const [cached, answer] = await Promise.all([cachedRead, answered]);
  const next = resolveSession(cached, answer, Date.now());
  if (next.status === 'authenticated' && next.freshness === 'live') {
    // Written beside the first page, not before it: the page does not need the cached copy.
    void cacheSession(next.user, next.expiresAt).catch(() => undefined);
  }
  setState(next);
  return next;
}

/** The server's answer of this page load (or its absence: 'unreachable'), resolved. */
let confirmed: Promise<SessionState> | null = null;

/**
 * The session to start with, once per page load: an unexpired cached session at once (freshness
 * 'cached'), so that on a slow network the first page does not wait a round trip for the
 * identity it already has; the server's answer then replaces it (live, or 'expired' read-only
 * when the server ended the session). Without a usable cached session: the server's answer.
 * Later calls answer the current state.
 */
export async function ensureSession(): Promise<SessionState> {
  if (pending === null) {
    const cachedRead = readCachedSession();
    const answer = settleSession(cachedRead, fetchSession());
    confirmed = answer;
    pending = cachedRead.then((cached) => {
      if (state.status !== 'loading' || !cached || cached.expiresAt <= Date.now()) return answer;
      setState({ status: 'authenticated', ...cached, freshness: 'cached' });
      return state;
    });
  }
  await pending;
  return state;
}

/** The session as the server answered it in this page load (the sign-in page's guard). */
export async function confirmSession(): Promise<SessionState> {
  await ensureSession();
  return confirmed ?? state;
}

export function getSessionState(): SessionState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionState(): SessionState {
  return useSyncExternalStore(subscribe, getSessionState, getSessionState);
}

/** The signed-in user; only for components rendered inside the guarded shell. */
export function useSessionUser(): SessionUser {
  const current = useSessionState();
  if (current.status !== 'authenticated')
    throw new Error('useSessionUser outside the signed-in shell');
  return current.user;
}

/** For tests: start from a given state. */
export function setSessionStateForTest(next: SessionState): void {
  pending = Promise.resolve(next);
  confirmed = pending;
  setState(next);
}
