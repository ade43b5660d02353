import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../contract/index.ts';

/**
 * The setup file marks the first content for every test; these load fresh copies of the modules
 * (vi.resetModules) so that the page's first content has not shown yet.
 */
async function freshModules() {
  vi.resetModules();
  // Without its fallback timer (FIRST_CONTENT_TIMEOUT_MS), which a slow machine could reach.
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  const firstContent = await import('../../ui/firstContent.ts');
  vi.useRealTimers();
  const kit = await import('../index.ts');
  return { ...firstContent, ...kit };
}

const user: SessionUser = {
  sub: `u-${Math.random()}`,
  email: 'admin@example.com',
  name: 'Admin',
  organisationId: 'acme',
  flags: {},
  locations: [{ EntityHierarchy: 'acme#north', role: 'ADMIN' }],
};

/** The modules the components below use: set by each test (freshModules). */
let fresh: Awaited<ReturnType<typeof freshModules>> | null = null;
const seen: boolean[] = [];

function Capture() {
  seen.push(fresh!.useLoadedDatabase() !== null);
  return null;
}

function Log() {
  fresh!.useFamilyRecords({
    family: 'visitorLog',
    root: 'acme#north',
    hierarchies: ['acme#north'],
    beginTime: 0,
    firstRows: 10,
  });
  return null;
}

afterEach(() => {
  cleanup();
  fresh = null;
  seen.length = 0;
});

describe('the database layer on a page’s start', () => {
  it('loads once the first content has shown, not beside it', async () => {
    fresh = await freshModules();
    const { SyncProvider, markFirstContent } = fresh;
    render(
      <SyncProvider user={user} mqttUrl="ws://test/mqtt" mqttConnect={null}>
        <Capture />
      </SyncProvider>,
    );
    await new Promise((done) => setTimeout(done, 300));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((loaded) => !loaded)).toBe(true);
    markFirstContent();
    await vi.waitFor(() => expect(seen.at(-1)).toBe(true), { timeout: 10_000 });
  }, 30_000);

  it('counts a family read with nothing to read without Dexie as the first content', async () => {
    fresh = await freshModules();
    const { SyncContext, afterFirstContent } = fresh;
    const { testSyncEngine } = await import('../testing/index.ts');
    render(
      <SyncContext.Provider
        value={{ db: null, dbName: `missing-${crypto.randomUUID()}`, engine: testSyncEngine() }}
      >
        <Log />
      </SyncContext.Provider>,
    );
    let shown = false;
    void afterFirstContent(async () => {
      shown = true;
    });
    // Well before FIRST_CONTENT_TIMEOUT_MS (the fresh module has no fallback timer anyway).
    await vi.waitFor(() => expect(shown).toBe(true), { timeout: 10_000 });
  }, 30_000);
});
