/**
 * A trace of the live path, off unless a debugger or the bench switches it on: each context that
 * takes part (the sync worker or the leader tab, and the page showing the rows) marks when an
 * event reaches a stage, as a `performance.mark` (visible in DevTools) and as a message on the
 * `gatehouse-live-trace` BroadcastChannel, where a collector gathers them. Times are epoch
 * milliseconds of the high-resolution clock (`timeOrigin + now()`), comparable across contexts.
 *
 * Switch it on from the page's console or the bench:
 * `new BroadcastChannel('gatehouse-live-trace').postMessage({ type: 'trace', on: true })`.
 */
export const LIVE_TRACE_CHANNEL = 'gatehouse-live-trace';

/**
 * received: the MQTT message arrived; parsed: JSON and the envelope validated; applying: its
 * batch's transaction starts; committed: that transaction is done; queried: a live query of the
 * page returned (the first after the commit carries the event); rendered: React committed it.
 */
export type LiveTraceStage =
  | 'received'
  | 'parsed'
  | 'applying'
  | 'committed'
  | 'queried'
  | 'rendered';

export interface LiveTraceMark {
  type: 'mark';
  stage: LiveTraceStage;
  at: number;
  /** The events it concerns (numbered per engine), empty for the page's stages. */
  ids: number[];
}

export type LiveTraceMessage = { type: 'trace'; on: boolean } | LiveTraceMark;

let enabled = false;
let channel: BroadcastChannel | null = null;
let users = 0;
let nextId = 1;

/** Listens for the switch while the returned function has not been called (reference counted). */
export function openLiveTrace(): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  users += 1;
  if (!channel) {
    channel = new BroadcastChannel(LIVE_TRACE_CHANNEL);
    channel.onmessage = (event: MessageEvent<LiveTraceMessage>) => {
      if (event.data.type === 'trace') enabled = event.data.on;
    };
  }
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    users -= 1;
    if (users > 0 || !channel) return;
    channel.close();
    channel = null;
    enabled = false;
  };
}

export function liveTraceEnabled(): boolean {
  return enabled;
}

/** A number for an event entering the pipeline (0 while the trace is off). */
export function liveTraceId(): number {
  return enabled ? nextId++ : 0;
}

export function traceLive(stage: LiveTraceStage, ids: readonly number[] = []): void {
  if (!enabled || !channel) return;
  const at = performance.timeOrigin + performance.now();
  performance.mark(`gatehouse-live:${stage}`);
  const mark: LiveTraceMark = { type: 'mark', stage, at, ids: ids.filter((id) => id > 0) };
  channel.postMessage(mark);
}
