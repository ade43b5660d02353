import type { LeaderRuntime } from './leaderRuntime.ts';

/**
 * A leader runtime whose code is still loading: calls made meanwhile wait for it, in the order
 * they were made (those with an answer resolve once it has answered). A stop before it has loaded
 * stops it as soon as it has; nothing is called on it after that.
 */
export function lazyLeaderRuntime(load: Promise<LeaderRuntime>): LeaderRuntime {
  let runtime: LeaderRuntime | null = null;
  let stopped = false;
  const ready = load.then((loaded) => {
    runtime = loaded;
    if (stopped) loaded.stop();
    return loaded;
  });
  const whenLoaded = (call: (loaded: LeaderRuntime) => void) => {
    if (runtime) {
      if (!stopped) call(runtime);
      return;
    }
    ready.then(
      (loaded) => {
        if (!stopped) call(loaded);
      },
      () => undefined,
    );
  };
  return {
    scopesChanged: () => ready.then((loaded) => loaded.scopesChanged()),
    refresh: () => ready.then((loaded) => loaded.refresh()),
    flush: (mode) => ready.then((loaded) => loaded.flush(mode)),
    reconnect: () => whenLoaded((loaded) => loaded.reconnect()),
    networkOnline: () => whenLoaded((loaded) => loaded.networkOnline()),
    visibilityChanged: (visible) => whenLoaded((loaded) => loaded.visibilityChanged(visible)),
    settle: () => ready.then((loaded) => loaded.settle()),
    stop() {
      stopped = true;
      runtime?.stop();
    },
  };
}
