import { type DependencyList, useEffect, useMemo, useReducer, useRef } from 'react';
import type { GatehouseDatabase } from '../../db/database.ts';

/**
 * A Dexie live query over the database once it has loaded (dexie-react-hooks' useLiveQuery,
 * without importing Dexie into the first chunk): undefined until its first result and while the
 * database layer loads (`db` null). When the query or the database changes, the last result is
 * kept until the new one arrives. An error is thrown to the nearest error boundary.
 */
export function useLiveRead<T>(
  db: GatehouseDatabase | null,
  read: (db: GatehouseDatabase) => Promise<T> | T,
  deps: DependencyList,
): T | undefined {
  const monitor = useRef<{ result: T | undefined; error: unknown }>({
    result: undefined,
    error: null,
  });
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is identified by deps
  const observable = useMemo(() => (db ? db.live(() => read(db)) : null), [db, ...deps]);
  useEffect(() => {
    if (!observable) return;
    const subscription = observable.subscribe({
      next(value) {
        const current = monitor.current;
        if (current.error !== null || current.result !== value) {
          current.error = null;
          current.result = value;
          rerender();
        }
      },
      error(error: unknown) {
        if (monitor.current.error !== error) {
          monitor.current.error = error;
          rerender();
        }
      },
    });
    return () => subscription.unsubscribe();
  }, [observable]);
  if (monitor.current.error !== null) throw monitor.current.error;
  return monitor.current.result;
}
