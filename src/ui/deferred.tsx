import { type ComponentType, useEffect } from 'react';
import { useStoreInTransition } from './useStoreInTransition.ts';
import { log } from '../log/consoleOutput.ts';

interface DeferredLoader<P> {
  subscribe(listener: () => void): () => void;
  /** The loaded component, null until it has loaded. */
  get(): ComponentType<P> | null;
  /** Starts the load (once) in the browser's next idle moment. */
  start(): void;
}

function createLoader<P>(load: () => Promise<ComponentType<P>>): DeferredLoader<P> {
  let loaded: ComponentType<P> | null = null;
  let started = false;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => loaded,
    start() {
      if (started) return;
      started = true;
      whenIdle(() => {
        load()
          .then((component) => {
            loaded = component;
            for (const listener of listeners) listener();
          })
          .catch((error: unknown) => {
            started = false;
            log.error('A deferred component could not load', error);
          });
      });
    },
  };
}

function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 500 });
  else setTimeout(callback, 0);
}

interface DeferredSwitchProps<P> {
  loader: DeferredLoader<P>;
  Fallback: ComponentType<P>;
  props: P;
}

/**
 * The loaded component replaces the fallback in a transition: every instance (a header popover per
 * column) swaps at once, and rendered as one blocking update that swap was a long task on a slow
 * device; a transition renders it in slices that yield to the browser.
 */
function DeferredSwitch<P extends object>({ loader, Fallback, props }: DeferredSwitchProps<P>) {
  const Loaded = useStoreInTransition(loader.subscribe, loader.get);
  useEffect(() => loader.start(), [loader]);
  const Component = Loaded ?? Fallback;
  return <Component {...props} />;
}

/**
 * A component whose code loads once the page has painted, not with the page: an enhancement the
 * first rows do not need (a tooltip, a header popover). Until it has loaded, `Fallback` renders
 * with the same props: the same content without the enhancement. The load starts when the first
 * instance has mounted, in the browser's next idle moment; the service worker precaches the chunk.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback: ComponentType<P>,
): ComponentType<P> {
  const loader = createLoader(load);
  return (props: P) => <DeferredSwitch loader={loader} Fallback={Fallback} props={props} />;
}
