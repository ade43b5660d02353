import { afterEach, describe, expect, it } from 'vitest';
import type { EnvironmentFile } from '../../contract/env.ts';
import { TEST_ENVIRONMENT } from '../app/testing/testEnvironment.ts';
import { readPreference } from '../kit/preferences/storage.ts';
import {
  EnvironmentUnavailableError,
  environmentHostPreference,
  environmentPreference,
  loadEnvironment,
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
