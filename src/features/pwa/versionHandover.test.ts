import { afterEach, describe, expect, it } from 'vitest';
import {
  onVersionHandover,
  prepareVersionHandover,
  switchToNewVersion,
} from './versionHandover.ts';

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

  it("stops the tab's sync before it asks the new version to take over", () => {
    const steps: string[] = [];
    unregister.push(onVersionHandover(() => steps.push('sync stopped')));
    switchToNewVersion(async () => {
      steps.push('skip waiting asked');
    }, new EventTarget());
    expect(steps).toEqual(['sync stopped', 'skip waiting asked']);
  });
});
