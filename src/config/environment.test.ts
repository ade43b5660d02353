import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EnvironmentFile } from '../../contract/env.ts';
import { TEST_ENVIRONMENT } from '../app/testing/testEnvironment.ts';
import { readPreference, storageKeyOf } from '../kit/preferences/storage.ts';
import {
  EnvironmentUnavailableError,
  environmentHostPreference,
  environmentPreference,
  loadEnvironment,
  watchEnvironment,
} from './environment.ts';

const base = TEST_ENVIRONMENT;

function answering(environment: EnvironmentFile): typeof fetch & { urls: string[] } {
  const urls: string[] = [];
  const fetcher = async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return new Response(JSON.stringify(environment), { status: 200 });
  };
  return Object.assign(fetcher, { urls });
}

const failing: typeof fetch = async () => {
  throw new TypeError('Failed to fetch');
};

/** A network that never answers: a start that waits for it never resolves. */
const hanging: typeof fetch = () => new Promise<Response>(() => {});

afterEach(() => localStorage.clear());

describe('loadEnvironment', () => {
  it('fetches the file when none is cached, and caches it with its host', async () => {
    const fetcher = answering(base);
    await expect(loadEnvironment('gate.example', fetcher)).resolves.toEqual(base);
    expect(fetcher.urls).toEqual(['/env/gate.example.json']);
    expect(readPreference(environmentPreference)).toEqual(base);
    expect(readPreference(environmentHostPreference)).toBe('gate.example');
  });

  it("starts from this host's cached file without waiting for the network", async () => {
    await loadEnvironment('gate.example', answering(base));
    await expect(loadEnvironment('gate.example', hanging)).resolves.toEqual(base);
  });

  it('revalidates in the background: a changed file is cached for the next start', async () => {
    await loadEnvironment('gate.example', answering(base));
    const changed = { ...base, productName: 'Gatehouse Next' };
    const fetcher = answering(changed);
    await expect(loadEnvironment('gate.example', fetcher)).resolves.toEqual(base);
    expect(fetcher.urls).toEqual(['/env/gate.example.json']);
    await expect
      .poll(() => readPreference(environmentPreference)?.productName)
      .toBe('Gatehouse Next');
  });

  it("asks the network first when the cached file is another host's", async () => {
    await loadEnvironment('gate.example', answering(base));
    const other = { ...base, productName: 'QA' };
    await expect(loadEnvironment('qa.example', answering(other))).resolves.toEqual(other);
    expect(readPreference(environmentHostPreference)).toBe('qa.example');
  });

  it('falls back to any cached file offline, and fails clearly without one', async () => {
    await expect(loadEnvironment('gate.example', failing)).rejects.toBeInstanceOf(
      EnvironmentUnavailableError,
    );
    await loadEnvironment('gate.example', answering(base));
    await expect(loadEnvironment('qa.example', failing)).resolves.toEqual(base);
  });
});

describe('watchEnvironment', () => {
  const inMaintenance = { ...base, flags: { ...base.flags, maintenance: true } };
  afterEach(() => vi.useRealTimers());

  /** A server whose file can change: `now` is what it answers next. */
  function changingServer(first: unknown) {
    const server = { now: first, calls: 0 };
    const fetcher: typeof fetch = async () => {
      server.calls += 1;
      if (server.now instanceof Error) throw server.now;
      return new Response(JSON.stringify(server.now), { status: 200 });
    };
    return Object.assign(server, { fetcher });
  }

  it('a tab left open receives the maintenance flag at the next recheck; failures change nothing', async () => {
    vi.useFakeTimers();
    const server = changingServer(base);
    const seen: boolean[] = [];
    const stop = watchEnvironment('gate.example', (file) => seen.push(file.flags.maintenance), {
      fetcher: server.fetcher,
      intervalMs: 1000,
    });
    server.now = inMaintenance;
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen.at(-1)).toBe(true);
    expect(readPreference(environmentPreference)?.flags.maintenance).toBe(true);
    const before = seen.length;
    server.now = { ...base, flags: { maintenance: 'yes' } };
    await vi.advanceTimersByTimeAsync(1000);
    server.now = new TypeError('Failed to fetch');
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen.length).toBe(before);
    expect(readPreference(environmentPreference)?.flags.maintenance).toBe(true);
    server.now = base;
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen.at(-1)).toBe(false);
    stop();
    const calls = server.calls;
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.calls).toBe(calls);
  });

  it('takes at once the file another tab cached, and rechecks when the network returns', async () => {
    const server = changingServer(inMaintenance);
    const seen: boolean[] = [];
    const stop = watchEnvironment('gate.example', (file) => seen.push(file.flags.maintenance), {
      fetcher: server.fetcher,
      intervalMs: 3_600_000,
    });
    // Another tab's write: localStorage changes and this tab hears a storage event.
    localStorage.setItem(
      storageKeyOf(environmentHostPreference),
      environmentHostPreference.encode('gate.example'),
    );
    localStorage.setItem(
      storageKeyOf(environmentPreference),
      environmentPreference.encode(inMaintenance),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeyOf(environmentPreference) }));
    expect(seen).toEqual([true]);
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => server.calls).toBe(1);
    stop();
  });
});
