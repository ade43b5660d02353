import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FamilyName } from '../../../contract/index.ts';
import {
  createFamilyRefresher,
  familyRefreshedBy,
  isConfigurationNotice,
  NOTICE_COALESCE_MS,
} from './globalEvents.ts';

describe('family refresher', () => {
  let calls: FamilyName[];
  let finish: () => void;
  const refresh = (family: FamilyName) => {
    calls.push(family);
    return new Promise<void>((resolve) => {
      finish = resolve;
    });
  };

  beforeEach(() => {
    vi.useFakeTimers();
    calls = [];
    finish = () => {};
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a burst of notices with one retrieval per family, after the window', async () => {
    const refresher = createFamilyRefresher(refresh);
    for (let i = 0; i < 1000; i++) refresher.notice(i % 2 === 0 ? 'directory' : 'hosts');
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(NOTICE_COALESCE_MS);
    expect(calls.sort()).toEqual(['directory', 'hosts']);
    refresher.stop();
  });

  it('runs one more retrieval for notices that arrive while one runs, never two at once', async () => {
    const refresher = createFamilyRefresher(refresh);
    refresher.notice('directory');
    await vi.advanceTimersByTimeAsync(NOTICE_COALESCE_MS);
    expect(calls).toHaveLength(1);
    for (let i = 0; i < 200; i++) refresher.notice('directory');
    await vi.advanceTimersByTimeAsync(10 * NOTICE_COALESCE_MS);
    expect(calls).toHaveLength(1);
    finish();
    await vi.advanceTimersByTimeAsync(NOTICE_COALESCE_MS);
    expect(calls).toHaveLength(2);
    finish();
    await vi.advanceTimersByTimeAsync(10 * NOTICE_COALESCE_MS);
    expect(calls).toHaveLength(2);
    refresher.stop();
  });

  it('keeps going after a failed retrieval and starts nothing once stopped', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = vi.fn(async (_family: FamilyName) => {
      throw new Error('offline');
    });
    const refresher = createFamilyRefresher(failing);
    refresher.notice('invites');
    await vi.advanceTimersByTimeAsync(NOTICE_COALESCE_MS);
    refresher.notice('invites');
    await vi.advanceTimersByTimeAsync(NOTICE_COALESCE_MS);
    expect(failing).toHaveBeenCalledTimes(2);
    refresher.notice('invites');
    refresher.stop();
    await vi.advanceTimersByTimeAsync(10 * NOTICE_COALESCE_MS);
    expect(failing).toHaveBeenCalledTimes(2);
  });
});

describe('configuration notices', () => {
  it('a locationSettings notice asks for a configuration refresh; a family notice does not', () => {
    const notice = (subject: string) =>
      JSON.stringify({ eventType: 'INSERT', subject, EntityHierarchy: 'acme#north', lmt: 1 });
    expect(isConfigurationNotice(notice('locationSettings'))).toBe(true);
    expect(isConfigurationNotice(new TextEncoder().encode(notice('locationSettings')))).toBe(true);
    expect(isConfigurationNotice(notice('hosts'))).toBe(false);
    expect(isConfigurationNotice('not json')).toBe(false);
  });
});

describe('the family a notice refreshes', () => {
  const notice = (subject: string) =>
    JSON.stringify({ eventType: 'INSERT', subject, EntityHierarchy: 'acme#north', lmt: 1 });

  it('a family without a live topic, or one whose topic this client was refused', () => {
    expect(familyRefreshedBy(notice('directory'))).toBe('directory');
    expect(familyRefreshedBy(notice('workerLog'))).toBeNull();
    expect(familyRefreshedBy(notice('workerLog'), (topic) => topic === 'workerEvents')).toBe(
      'workerLog',
    );
    expect(familyRefreshedBy(notice('visitorLog'), (topic) => topic === 'workerEvents')).toBeNull();
  });
});
