import { describe, expect, it } from 'vitest';
import { lazyLeaderRuntime } from './lazyLeaderRuntime.ts';
import type { LeaderRuntime } from './leaderRuntime.ts';

/** A runtime that records its calls, and a promise of it released by the test. */
function heldRuntime() {
  const calls: string[] = [];
  const runtime: LeaderRuntime = {
    scopesChanged: async () => void calls.push('scopesChanged'),
    refresh: async () => void calls.push('refresh'),
    flush: async (mode) => {
      calls.push(`flush ${mode ?? 'now'}`);
      return { state: 'idle', sent: 1 };
    },
    reconnect: () => void calls.push('reconnect'),
    networkOnline: () => void calls.push('networkOnline'),
    visibilityChanged: (visible) => void calls.push(`visible ${visible}`),
    settle: async () => void calls.push('settle'),
    stop: () => void calls.push('stop'),
  };
  let release: () => void = () => {};
  const loaded = new Promise<LeaderRuntime>((resolve) => {
    release = () => resolve(runtime);
  });
  return { calls, loaded, release };
}

describe('lazyLeaderRuntime', () => {
  it('makes no call before the code has loaded, then every call in the order it was made', async () => {
    const held = heldRuntime();
    const lazy = lazyLeaderRuntime(held.loaded);
    const scopes = lazy.scopesChanged();
    lazy.reconnect();
    const flushed = lazy.flush('when-due');
    lazy.visibilityChanged(false);
    await Promise.resolve();
    expect(held.calls).toEqual([]);
    held.release();
    await scopes;
    expect(await flushed).toEqual({ state: 'idle', sent: 1 });
    expect(held.calls).toEqual(['scopesChanged', 'reconnect', 'flush when-due', 'visible false']);
  });

  it('calls a loaded runtime at once', async () => {
    const held = heldRuntime();
    const lazy = lazyLeaderRuntime(held.loaded);
    held.release();
    await lazy.settle();
    lazy.networkOnline();
    expect(held.calls).toEqual(['settle', 'networkOnline']);
  });

  it('stops a runtime that loads after the stop, and calls nothing else on it', async () => {
    const held = heldRuntime();
    const lazy = lazyLeaderRuntime(held.loaded);
    lazy.reconnect();
    lazy.stop();
    lazy.networkOnline();
    held.release();
    await held.loaded;
    await Promise.resolve();
    expect(held.calls).toEqual(['stop']);
  });

  it('rejects what waits for an answer when the code does not load', async () => {
    const lazy = lazyLeaderRuntime(Promise.reject(new Error('offline, not cached')));
    lazy.reconnect();
    await expect(lazy.flush()).rejects.toThrow('offline, not cached');
  });
});
