import { describe, expect, it } from 'vitest';
import type { SyncMode, SyncOutcome } from './scopeSync.ts';
import { createScopeSyncQueue } from './scopeSyncQueue.ts';

/** A fake scope retrieval that runs until the test finishes it. */
function fakeRetrievals() {
  const calls: {
    scopeId: string;
    mode: SyncMode;
    finish(outcome: SyncOutcome): void;
    fail(): void;
  }[] = [];
  const syncOne = (scopeId: string, mode: SyncMode) =>
    new Promise<SyncOutcome>((resolve, reject) => {
      calls.push({ scopeId, mode, finish: resolve, fail: () => reject(new Error('closed')) });
    });
  return { calls, syncOne };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createScopeSyncQueue', () => {
  it('runs one retrieval per scope at a time and one more for every request made meanwhile', async () => {
    const { calls, syncOne } = fakeRetrievals();
    const sync = createScopeSyncQueue(syncOne);
    const first = sync('visitors', 'catch-up');
    const waiting = [sync('visitors', 'catch-up'), sync('visitors', 'catch-up')];
    const third = sync('visitors', 'catch-up');
    expect(calls).toHaveLength(1);

    calls[0]?.finish('ok');
    await expect(first).resolves.toBe('ok');
    await tick();
    expect(calls).toHaveLength(2);
    calls[1]?.finish('failed');
    await expect(Promise.all([...waiting, third])).resolves.toEqual(['failed', 'failed', 'failed']);
    expect(calls).toHaveLength(2);
  });

  it('starts the next retrieval after the running one, never beside it', async () => {
    const { calls, syncOne } = fakeRetrievals();
    const sync = createScopeSyncQueue(syncOne);
    void sync('visitors', 'catch-up');
    const later = sync('visitors', 'catch-up');
    await tick();
    expect(calls).toHaveLength(1);
    calls[0]?.finish('ok');
    await tick();
    expect(calls).toHaveLength(2);
    calls[1]?.finish('ok');
    await expect(later).resolves.toBe('ok');
  });

  it('retrieves different scopes side by side', () => {
    const { calls, syncOne } = fakeRetrievals();
    const sync = createScopeSyncQueue(syncOne);
    void sync('visitors', 'catch-up');
    void sync('marks', 'catch-up');
    expect(calls.map((call) => call.scopeId)).toEqual(['visitors', 'marks']);
  });

  it("gives the waiting retrieval 'full' when any request for it asks a full one", async () => {
    const { calls, syncOne } = fakeRetrievals();
    const sync = createScopeSyncQueue(syncOne);
    void sync('visitors', 'catch-up');
    void sync('visitors', 'catch-up');
    void sync('visitors', 'full');
    void sync('visitors', 'catch-up');
    calls[0]?.finish('ok');
    await tick();
    expect(calls.map((call) => call.mode)).toEqual(['catch-up', 'full']);
  });

  it('still runs the waiting retrieval when the running one throws, and starts afresh after', async () => {
    const { calls, syncOne } = fakeRetrievals();
    const sync = createScopeSyncQueue(syncOne);
    const first = sync('visitors', 'catch-up');
    const waiting = sync('visitors', 'catch-up');
    calls[0]?.fail();
    await expect(first).rejects.toThrow('closed');
    await tick();
    calls[1]?.finish('ok');
    await expect(waiting).resolves.toBe('ok');

    const fresh = sync('visitors', 'catch-up');
    expect(calls).toHaveLength(3);
    calls[2]?.finish('ok');
    await expect(fresh).resolves.toBe('ok');
  });
});
