import { afterEach, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../../contract/index.ts';
import { createEventPipeline } from '../live/eventPipeline.ts';
import {
  LIVE_TRACE_CHANNEL,
  type LiveTraceMark,
  type LiveTraceMessage,
  liveTraceEnabled,
  openLiveTrace,
} from './liveTrace.ts';

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

function payload(changeSeq: number): string {
  const event: LiveEvent = {
    eventType: 'INSERT',
    family: 'visitorLog',
    EntityHierarchy: 'acme#north#jhb',
    key: `k${changeSeq}`,
    changeSeq,
    lmt: 1,
    eventTime: 1,
    NewImage: {},
  };
  return JSON.stringify(event);
}

/** A collector as the bench has it: switches the trace on and gathers the marks. */
async function collect(): Promise<LiveTraceMark[]> {
  const marks: LiveTraceMark[] = [];
  const channel = new BroadcastChannel(LIVE_TRACE_CHANNEL);
  channel.onmessage = (event: MessageEvent<LiveTraceMessage>) => {
    if (event.data.type === 'mark') marks.push(event.data);
  };
  closers.push(() => channel.close());
  const on: LiveTraceMessage = { type: 'trace', on: true };
  channel.postMessage(on);
  await expect.poll(liveTraceEnabled).toBe(true);
  return marks;
}

describe('live trace', () => {
  it('is off until switched on, then marks each stage of an event with one id', async () => {
    closers.push(openLiveTrace());
    expect(liveTraceEnabled()).toBe(false);
    const marks = await collect();
    const pipeline = createEventPipeline({ apply: async () => {}, onBurst: () => {} });
    closers.push(() => pipeline.stop());
    pipeline.push(payload(1));
    pipeline.push(payload(2));
    await pipeline.settle();
    await expect
      .poll(() => marks.map((mark) => mark.stage))
      .toEqual(['received', 'parsed', 'received', 'parsed', 'applying', 'committed']);
    const [first, , second, , applying, committed] = marks;
    expect(applying?.ids).toEqual([...(first?.ids ?? []), ...(second?.ids ?? [])]);
    expect(committed?.ids).toEqual(applying?.ids);
    expect(first?.ids).toHaveLength(1);
    expect(committed!.at).toBeGreaterThanOrEqual(first!.at);
  });
});
