import { useEffect } from 'react';
import { useSessionUser } from '../../auth/sessionStore.ts';
import { userDatabaseName } from '../../db/names.ts';
import { type FirstPaintRecipe, writeRecipe } from '../../firstPaint/recipe.ts';

/** What a page tells the first paint; the user and their database come from the session. */
export type PageFirstPaint = Omit<FirstPaintRecipe, 'sub' | 'dbName'>;

/**
 * Leaves the first paint's recipe (src/firstPaint) for the next start of this page, once the page
 * shows its rows (`shown`), and again when it changes (a filter, a location, a language): keep
 * `page` stable (useMemo), live updates of the rows then write nothing.
 */
export function useFirstPaintRecipe(page: PageFirstPaint, shown: boolean): void {
  const user = useSessionUser();
  useEffect(() => {
    if (shown) writeRecipe({ ...page, sub: user.sub, dbName: userDatabaseName(user) });
  }, [shown, page, user]);
}
