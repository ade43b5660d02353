import { startTransition, useEffect, useState } from 'react';

/**
 * A store's value whose changes render as a transition: in slices that yield to the browser, for
 * state nothing urgent waits on (a sync status, a part that loaded later). useSyncExternalStore
 * renders every change as one blocking task, and at a cold start on a slow device those were long
 * tasks (bench offline-cold-start-interactive). A change made between the render and the
 * subscription is picked up when it subscribes. `subscribe` and `getSnapshot` should be stable.
 */
export function useStoreInTransition<T>(
  subscribe: (listener: () => void) => () => void,
  getSnapshot: () => T,
): T {
  const [value, setValue] = useState(getSnapshot);
  useEffect(() => {
    const update = () => {
      const next = getSnapshot();
      startTransition(() => setValue(() => next));
    };
    const unsubscribe = subscribe(update);
    update();
    return unsubscribe;
  }, [subscribe, getSnapshot]);
  return value;
}
