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
 * from GET /auth/session. One shared store; `ensureSession` resolves once per page load and
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
  const [cached, answer] = await Promise.all([readCachedSession(), fetchSession()]);
  const next = resolveSession(cached, answer, Date.now());
  if (next.status === 'authenticated' && next.freshness === 'live') {
    // Written beside the first page, not before it: the page does not need the cached copy.
    void cacheSession(next.user, next.expiresAt).catch(() => undefined);
  }
  setState(next);
  return next;
}

/** The session, resolved once; later calls reuse the answer. */
export function ensureSession(): Promise<SessionState> {
  pending ??= refreshSession();
  return pending;
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
  setState(next);
}
