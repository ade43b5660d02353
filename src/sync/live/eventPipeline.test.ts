import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '../../../contract/index.ts';
import { BURST_LIMIT, createEventPipeline } from './eventPipeline.ts';
import { enableConsoleOutput } from '../../log/consoleOutput.ts';

// These tests check what is reported on the console: as with log=true.
beforeEach(() => enableConsoleOutput(true));
afterEach(() => enableConsoleOutput(false));

function event(n: number, family: LiveEvent['family'] = 'visitorLog'): string {
  const liveEvent: LiveEvent = {
    eventType: 'INSERT',
    family,
    EntityHierarchy: 'acme#north#jhb',
    key: `k${n}`,
    changeSeq: n,
    lmt: 1,
    eventTime: 1,
    NewImage: {},
  };
  return JSON.stringify(liveEvent);
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('live event pipeline', () => {
  it('applies an event after a quiet period at once, without waiting for a batch window', async () => {
    const batches: number[][] = [];
    const pipeline = createEventPipeline({
      apply: async (events) => void batches.push(events.map((e) => e.changeSeq)),
      onBurst: () => {},
      batchMs: 60_000,
    });
    pipeline.push(event(1));
    await vi.waitFor(() => expect(batches).toEqual([[1]]), { timeout: 1000 });
    pipeline.stop();
  });

  it('gathers events that arrive while a batch is written into the next batch', async () => {
    const batches: number[][] = [];
    const firstWrite = deferred();
    const pipeline = createEventPipeline({
      apply: async (events) => {
        batches.push(events.map((e) => e.changeSeq));
        if (batches.length === 1) await firstWrite.promise;
      },
      onBurst: () => {},
      batchMs: 5,
    });
    pipeline.push(event(1));
    await vi.waitFor(() => expect(batches).toEqual([[1]]));
    pipeline.push(event(2));
    pipeline.push(event(3));
    pipeline.push(event(4));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(batches).toEqual([[1]]);
    firstWrite.resolve();
    await vi.waitFor(() => expect(batches).toEqual([[1], [2, 3, 4]]));
    pipeline.stop();
  });

  it('holds the events a hold matches until every hold on them is released', async () => {
    const batches: number[][] = [];
    const pipeline = createEventPipeline({
      apply: async (events) => void batches.push(events.map((e) => e.changeSeq)),
      onBurst: () => {},
      batchMs: 1,
    });
    const visitors = (e: LiveEvent) => e.family === 'visitorLog';
    const releaseFirst = pipeline.hold(visitors);
    const releaseSecond = pipeline.hold(visitors);
    pipeline.push(event(1));
    pipeline.push(event(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(batches).toEqual([]);
    releaseFirst();
    releaseFirst();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(batches).toEqual([]);
    releaseSecond();
    await pipeline.settle();
    expect(batches.flat()).toEqual([1, 2]);
    pipeline.stop();
  });

  it('applies the events no hold matches while others wait', async () => {
    const batches: number[][] = [];
    const pipeline = createEventPipeline({
      apply: async (events) => void batches.push(events.map((e) => e.changeSeq)),
      onBurst: () => {},
      batchMs: 1,
    });
    const release = pipeline.hold((e) => e.family === 'evacResponses');
    pipeline.push(event(1, 'evacResponses'));
    pipeline.push(event(2));
    pipeline.push(event(3, 'evacResponses'));
    pipeline.push(event(4));
    await vi.waitFor(() => expect(batches.flat()).toEqual([2, 4]));
    release();
    await pipeline.settle();
    expect(batches.flat()).toEqual([2, 4, 1, 3]);
    pipeline.stop();
  });

  it('ignores payloads that are not valid events and keeps going', async () => {
    const batches: number[][] = [];
    const pipeline = createEventPipeline({
      apply: async (events) => void batches.push(events.map((e) => e.changeSeq)),
      onBurst: () => {},
      batchMs: 1,
    });
    pipeline.push('not json');
    pipeline.push(JSON.stringify({ eventType: 'INSERT' }));
    pipeline.push(new TextEncoder().encode(event(3)));
    await vi.waitFor(() => expect(batches.flat()).toEqual([3]));
    expect(console.warn).toHaveBeenCalledTimes(2);
    pipeline.stop();
  });

  it(`refreshes instead of applying when more than ${BURST_LIMIT} messages arrive within the window`, async () => {
    const onBurst = vi.fn();
    const applied: number[] = [];
    const pipeline = createEventPipeline({
      apply: async (events) => void applied.push(...events.map((e) => e.changeSeq)),
      onBurst,
      now: () => 1000,
      batchMs: 10_000,
    });
    const release = pipeline.hold(() => true);
    for (let n = 1; n <= BURST_LIMIT + 1; n++) pipeline.push(event(n));
    release();
    await pipeline.settle();
    expect(onBurst).toHaveBeenCalledTimes(1);
    expect(applied).toEqual([]);
    pipeline.stop();
  });
});
