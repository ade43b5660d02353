import { useEffect, useRef } from 'react';
import { useSessionState, useSessionUser } from '../../auth/sessionStore.ts';
import { userDatabaseName } from '../../db/names.ts';
import type { FamilyName, FamilyRecord } from '../records/familyRecords.ts';
import {
  type FirstPaintDefinition,
  type PageFirstPaint,
  snapshotKeepingPending,
  storedRecipeSub,
  writeRecipe,
} from './recipe.ts';
import { writeSnapshot } from './snapshot.ts';

/** How often at most the rows' snapshot is written while live events change them. */
export const SNAPSHOT_INTERVAL_MS = 1_000;

/**
 * Leaves the recipe of a registered first paint (recipe.ts) for the next start of this page, once
 * the page shows its rows (`shown`), and again when it changes (a filter, a location, a language):
 * keep `page` stable (useMemo), live updates of the rows then write nothing. `rows`, the newest
 * rows the page shows (undefined while a search narrows them), are kept as the first paint's
 * snapshot (snapshot.ts): at most once every SNAPSHOT_INTERVAL_MS, and when the page is hidden or
 * left.
 */
export function useFirstPaintRecipe<F extends FamilyName, P, C extends string>(
  paint: { definition: FirstPaintDefinition<F, P, C> },
  page: PageFirstPaint<P, C>,
  shown: boolean,
  rows?: readonly FamilyRecord<F>[],
): void {
  const { definition } = paint;
  const user = useSessionUser();
  const session = useSessionState();
  const expiresAt = session.status === 'authenticated' ? session.expiresAt : 0;
  useEffect(() => {
    if (shown) {
      writeRecipe({
        ...page,
        recipe: definition.name,
        sub: user.sub,
        dbName: userDatabaseName(user),
      });
    }
  }, [shown, page, user, definition]);

  const writeLatest = useRef<(() => void) | null>(null);
  writeLatest.current =
    shown && rows !== undefined
      ? () => {
          // Not after sign-out cleared localStorage (its pagehide would write the rows back).
          if (storedRecipeSub() !== user.sub) return;
          const target = {
            sub: user.sub,
            path: page.path,
            selection: definition.selection(page),
            snapshotRow: snapshotKeepingPending(definition.snapshotRow),
          };
          writeSnapshot(target, expiresAt, rows);
        }
      : null;
  const throttle = useRef<{ timer: ReturnType<typeof setTimeout> | null; last: number }>({
    timer: null,
    last: 0,
  });
  // Every render may change the rows: one write is due within the interval, never more often.
  useEffect(() => {
    const state = throttle.current;
    if (state.timer !== null || writeLatest.current === null) return;
    state.timer = setTimeout(
      () => {
        state.timer = null;
        state.last = Date.now();
        writeLatest.current?.();
      },
      Math.max(0, state.last + SNAPSHOT_INTERVAL_MS - Date.now()),
    );
  });
  useEffect(() => {
    const state = throttle.current;
    const writeNow = () => writeLatest.current?.();
    window.addEventListener('pagehide', writeNow);
    return () => {
      window.removeEventListener('pagehide', writeNow);
      if (state.timer !== null) clearTimeout(state.timer);
      state.timer = null;
      writeNow();
    };
  }, []);
}
