import { afterEach, describe, expect, it, vi } from 'vitest';

/** Set when the visitor log's chunk is evaluated. */
const loaded = vi.hoisted(() => ({ visitorLog: false }));

vi.mock('../../features/visitors/VisitorLogPage.tsx', () => {
  loaded.visitorLog = true;
  return { VisitorLogPage: () => null };
});

vi.mock('../../features/pwa/UpdatePrompt.tsx', () => ({ UpdatePrompt: () => null }));

// The shell's guard waits for a session that does not come (a slow network).
vi.mock('../../auth/sessionStore.ts', async (original) => ({
  ...(await original<typeof import('../../auth/sessionStore.ts')>()),
  ensureSession: () => new Promise(() => {}),
}));

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('createAppRouter', () => {
  it('loads the opened page’s chunk at once, beside the session check of the guard', async () => {
    window.history.replaceState(null, '', '/visitors/log');
    const { createAppRouter } = await import('./router.tsx');
    createAppRouter();
    await vi.waitFor(() => expect(loaded.visitorLog).toBe(true), { timeout: 10_000 });
  }, 30_000);
});
