import { type FamilyName, globalEvent } from '../../../contract/index.ts';
import { LOCATION_SETTINGS_SUBJECT } from '../../../contract/locationSettings.ts';
import { inBackground } from '../background.ts';
import { SYNC_FAMILIES } from '../families.ts';
import { log } from '../../log/consoleOutput.ts';

/**
 * The record family a `globalEvents/{organisation}` notice asks to refresh: an INSERT or REMOVE
 * whose subject is a family without a live topic of its own (invites, hosts, directory,
 * induction completions), or one whose topic this client was refused (`refusedTopic`: a HOST
 * marshal's worker and parking events). Null for anything else; an invalid notice is logged and
 * ignored.
 */
export function familyRefreshedBy(
  payload: string | Uint8Array,
  refusedTopic: (topic: string) => boolean = () => false,
): FamilyName | null {
  let json: unknown;
  try {
    json = JSON.parse(typeof payload === 'string' ? payload : new TextDecoder().decode(payload));
  } catch {
    log.warn('Ignored a global notice that is not JSON');
    return null;
  }
  const notice = globalEvent.safeParse(json);
  if (!notice.success) {
    log.warn('Ignored an invalid global notice', notice.error.message);
    return null;
  }
  const family = SYNC_FAMILIES[notice.data.subject as FamilyName];
  if (!family) return null;
  return family.topic === null || refusedTopic(family.topic) ? family.name : null;
}

/**
 * Notices of one family arriving within this window share one retrieval. With the server's
 * coalescing (at most one notice per family per second, server/broker/publisher.ts) a client
 * retrieves each family at most about once a second however large an import is.
 */
export const NOTICE_COALESCE_MS = 200;

export interface FamilyRefresher {
  /** A notice asked for `family`: its scopes catch up once the coalescing window has passed. */
  notice(family: FamilyName): void;
  stop(): void;
}

interface RefreshState {
  timer: ReturnType<typeof setTimeout> | null;
  running: boolean;
  again: boolean;
}

/**
 * Turns notices into retrievals, per family. THE BOUND: at most one retrieval of a family runs at
 * a time and at most one more waits. The first notice opens a window of `windowMs`; every notice
 * until its retrieval starts joins it. Notices that arrive while it runs ask for exactly one more
 * after it (its snapshot may predate their changes), after another window. So a burst of any
 * number of notices within one window costs one retrieval, and retrievals of one family start
 * at least `windowMs` apart.
 */
export function createFamilyRefresher(
  refresh: (family: FamilyName) => Promise<void>,
  windowMs: number = NOTICE_COALESCE_MS,
): FamilyRefresher {
  const states = new Map<FamilyName, RefreshState>();
  let stopped = false;

  const schedule = (family: FamilyName, state: RefreshState) => {
    state.timer = setTimeout(() => {
      state.timer = null;
      void run(family, state);
    }, windowMs);
  };

  const run = async (family: FamilyName, state: RefreshState) => {
    if (stopped) return;
    state.running = true;
    try {
      const work = refresh(family);
      inBackground(work, `${family} refresh`);
      await work.catch(() => {});
    } finally {
      state.running = false;
      if (state.again && !stopped) {
        state.again = false;
        schedule(family, state);
      }
    }
  };

  return {
    notice(family) {
      if (stopped) return;
      let state = states.get(family);
      if (!state) {
        state = { timer: null, running: false, again: false };
        states.set(family, state);
      }
      if (state.running) state.again = true;
      else if (state.timer === null) schedule(family, state);
    },
    stop() {
      stopped = true;
      for (const state of states.values()) if (state.timer !== null) clearTimeout(state.timer);
    },
  };
}

/**
 * Whether a `globalEvents/{organisation}` notice says the organisation's configuration changed
 * (a location's settings or branding were saved): the tabs then re-read the hierarchy
 * configuration and re-apply branding.
 */
export function isConfigurationNotice(payload: string | Uint8Array): boolean {
  try {
    const json: unknown = JSON.parse(
      typeof payload === 'string' ? payload : new TextDecoder().decode(payload),
    );
    const notice = globalEvent.safeParse(json);
    return notice.success && notice.data.subject === LOCATION_SETTINGS_SUBJECT;
  } catch {
    return false;
  }
}
