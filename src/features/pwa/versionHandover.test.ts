import { afterEach, describe, expect, it } from 'vitest';
import {
  onVersionHandover,
  prepareVersionHandover,
  type ServiceWorkers,
  switchToNewVersion,
} from './versionHandover.ts';

/** A waiting version: records what the page posts to it; `become` changes its state. */
class WaitingWorker extends EventTarget {
  state: ServiceWorkerState = 'installed';
  readonly posted: unknown[] = [];
  constructor(private readonly steps: string[] = []) {
    super();
  }
  postMessage(message: unknown): void {
    this.posted.push(message);
    this.steps.push('skip waiting asked');
  }
  become(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** `navigator.serviceWorker` with one registration whose waiting version is `waiting`. */
function serviceWorkers(waiting: WaitingWorker | null): EventTarget & ServiceWorkers {
  const container = new EventTarget() as EventTarget & ServiceWorkers;
  container.getRegistration = async () => ({ waiting }) as unknown as ServiceWorkerRegistration;
  return container;
}

describe('version handover', () => {
  const unregister: (() => void)[] = [];
  afterEach(() => {
    for (const off of unregister.splice(0)) off();
  });

  it('stops what is registered, and no longer what was unregistered', () => {
    const stopped: string[] = [];
    unregister.push(onVersionHandover(() => stopped.push('sync')));
    const off = onVersionHandover(() => stopped.push('gone'));
    off();
    prepareVersionHandover();
    expect(stopped).toEqual(['sync']);
  });

  it("stops the tab's sync before it asks the waiting version to take over", async () => {
    const steps: string[] = [];
    unregister.push(onVersionHandover(() => steps.push('sync stopped')));
    const waiting = new WaitingWorker(steps);
    await switchToNewVersion(serviceWorkers(waiting), () => steps.push('reloaded'));
    expect(steps).toEqual(['sync stopped', 'skip waiting asked']);
    expect(waiting.posted).toEqual([{ type: 'SKIP_WAITING' }]);
  });

  it('reloads once when the new version takes control, however many signals say so', async () => {
    const waiting = new WaitingWorker();
    const container = serviceWorkers(waiting);
    let reloads = 0;
    await switchToNewVersion(container, () => reloads++);
    expect(reloads).toBe(0);

    container.dispatchEvent(new Event('controllerchange'));
    waiting.become('activated');
    container.dispatchEvent(new Event('controllerchange'));
    expect(reloads).toBe(1);
  });

  it('reloads when the waiting version activates without a controller change reaching the page', async () => {
    const waiting = new WaitingWorker();
    let reloads = 0;
    await switchToNewVersion(serviceWorkers(waiting), () => reloads++);
    waiting.become('activating');
    expect(reloads).toBe(0);
    waiting.become('activated');
    expect(reloads).toBe(1);
  });

  it('reloads when a newer version replaced the one accepted, so the page offers the newer one', async () => {
    const waiting = new WaitingWorker();
    let reloads = 0;
    await switchToNewVersion(serviceWorkers(waiting), () => reloads++);
    waiting.become('redundant');
    expect(reloads).toBe(1);
  });

  it('reloads at once when no version waits any more (another tab accepted it)', async () => {
    let reloads = 0;
    await switchToNewVersion(serviceWorkers(null), () => reloads++);
    expect(reloads).toBe(1);
  });

  it('reloads when the registration cannot be read', async () => {
    const container = serviceWorkers(null);
    container.getRegistration = () => Promise.reject(new Error('SecurityError'));
    let reloads = 0;
    await switchToNewVersion(container, () => reloads++);
    expect(reloads).toBe(1);
  });
});
