// Long main-thread tasks of a page, from a Chrome trace and a CPU profile taken together: each task
// over 50 ms with the trace events and the app's functions (through dist/'s source maps) that ran
// in it. Used by traceColdStart.ts, and by the cold start benches when BENCH_TRACE=1.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { CDPSession } from '@playwright/test';
import { type CallFrame, frameLabel } from './sourceMaps.mjs';

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: Record<string, unknown>; name?: string };
}

async function readTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const complete = new Promise<string>((resolve) =>
    cdp.once('Tracing.tracingComplete', (e) => resolve(e.stream as string)),
  );
  await cdp.send('Tracing.end');
  const stream = await complete;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    text += chunk.data;
    if (chunk.eof) break;
  }
  const parsed = JSON.parse(text) as { traceEvents: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

function describe(e: TraceEvent): string {
  const d = e.args?.data ?? {};
  const where = [d.url, d.functionName, d.type, d.timerId !== undefined ? 'timer' : undefined]
    .filter(Boolean)
    .map((x) => String(x).replace(/^.*\/assets\//, ''))
    .join(' ');
  return `${e.name}${where ? `(${where})` : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`;
}

interface CpuProfile {
  nodes: {
    id: number;
    callFrame: CallFrame;
    children?: number[];
  }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
function profileIn(profile: CpuProfile, from: number, to: number, top = 8): string {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const incl = new Map<string, number>();
  const self = new Map<string, number>();
  /** Self time by built file: which chunk a module evaluation was. */
  const chunks = new Map<string, number>();
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    if (t < from || t > to) return;
    const leaf = nodes.get(id);
    if (leaf) {
      const name = frameLabel(leaf.callFrame);
      self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0));
      const chunk = leaf.callFrame.url.split('/').pop();
      if (chunk) chunks.set(chunk, (chunks.get(chunk) ?? 0) + (profile.timeDeltas[i] ?? 0));
    }
    const seen = new Set<string>();
    for (let x: number | undefined = id; x !== undefined; x = parent.get(x)) {
      const node = nodes.get(x);
      if (!node) break;
      const name = frameLabel(node.callFrame);
      if (!/src\/|nm:/.test(name) || seen.has(name)) continue;
      seen.add(name);
      incl.set(name, (incl.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0));
    }
  });
  const selfTop = [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top - 2)
    .map(([n, d]) => `${(d / 1000).toFixed(0)} ${n}`)
    .join('; ');
  const chunkTop = [...chunks]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top / 2)
    .map(([n, d]) => `${(d / 1000).toFixed(0)} ${n}`)
    .join('; ');
  return `self: ${selfTop}\n      files: ${chunkTop}\n      ${[...incl]
    .filter(([n]) => n.includes('src/'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([n, d]) => `${(d / 1000).toFixed(0)} ${n}`)
    .join('\n      ')}`;
}

function longTasks(
  events: TraceEvent[],
  navigationStart: number,
  cpuProfile: CpuProfile | null,
  untilMs: number | undefined,
) {
  const mains = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => `${e.pid}:${e.tid}`);
  const onMain = events.filter((e) => mains.includes(`${e.pid}:${e.tid}`) && e.ph === 'X');
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000);
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inner = onMain
      .filter((e) => e !== task && e.ts >= task.ts && e.ts < end && (e.dur ?? 0) > 4_000)
      .filter((e) => !['RunTask', 'ThreadControllerImpl::RunTask'].includes(e.name))
      .slice(0, 14);
    console.log(
      `task at ${((task.ts - navigationStart) / 1000).toFixed(0)} ms for ${((task.dur ?? 0) / 1000).toFixed(0)} ms: ${inner.map(describe).join(' | ')}`,
    );
    if (cpuProfile) console.log(`      ${profileIn(cpuProfile, task.ts, end)}`);
  }
  if (cpuProfile && untilMs !== undefined) {
    const until = navigationStart + untilMs * 1000;
    console.log(
      `up to ${Math.round(untilMs)} ms: ${profileIn(cpuProfile, navigationStart, until, 30)}`,
    );
    for (let from = 0; from < untilMs; from += 250) {
      const start = navigationStart + from * 1000;
      const end = Math.min(until, start + 250_000);
      console.log(`from ${from} ms: ${profileIn(cpuProfile, start, end, 14)}`);
    }
    console.log(
      `      trace events by self time: ${selfTimeByEvent(onMain, navigationStart, until)}`,
    );
    console.log(`      timers of 100 ms or more: ${longTimers(events, navigationStart, until)}`);
  }
  console.log(
    `main thread busy per 100 ms [from ms: busy ms]: ${busyPerSlice(onMain, navigationStart)}`,
  );
}

/**
 * The main thread's trace events between `from` and `to` by self time (their time less that of
 * the events nested in them), the largest first: style, layout, compile, parse and the like.
 */
function selfTimeByEvent(onMain: TraceEvent[], from: number, to: number): string {
  const events = onMain
    .filter((e) => e.ts >= from && e.ts < to && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const open: TraceEvent[] = [];
  for (const event of events) {
    while (open.length > 0) {
      const top = open[open.length - 1] as TraceEvent;
      if (event.ts < top.ts + (top.dur ?? 0)) break;
      open.pop();
    }
    const parent = open[open.length - 1];
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - (event.dur ?? 0));
    self.set(event.name, (self.get(event.name) ?? 0) + (event.dur ?? 0));
    open.push(event);
  }
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([name, time]) => `${name} ${Math.round(time / 1000)}`)
    .join(', ');
}

/**
 * The page's timers of 100 ms or more set before `to`, as `set at +delay -> fired at (ran ms)`:
 * a start that waits on a timer (a minimum display time, a debounce) shows here and nowhere else.
 */
function longTimers(events: TraceEvent[], navigationStart: number, to: number): string {
  const at = (e: TraceEvent) => Math.round((e.ts - navigationStart) / 1000);
  const fired = new Map<unknown, TraceEvent>();
  for (const e of events) {
    if (e.name === 'TimerFire') fired.set(e.args?.data?.timerId, e);
  }
  return events
    .filter((e) => e.name === 'TimerInstall' && e.ts < to)
    .filter((e) => Number(e.args?.data?.timeout ?? 0) >= 100)
    .map((e) => {
      const fire = fired.get(e.args?.data?.timerId);
      const ran = fire ? `${at(fire)} (${Math.round((fire.dur ?? 0) / 1000)} ms)` : 'not fired';
      return `${at(e)} +${String(e.args?.data?.timeout)} -> ${ran}`;
    })
    .join(', ');
}

/**
 * How busy the main thread was in each 100 ms from the navigation, from its tasks: tells a start
 * that waits (for storage, for the network) from one that computes.
 */
function busyPerSlice(onMain: TraceEvent[], navigationStart: number): string {
  const slice = 100_000;
  const busy: number[] = [];
  for (const task of onMain.filter((e) => e.name === 'RunTask')) {
    let from = task.ts - navigationStart;
    const to = from + (task.dur ?? 0);
    while (from < to && from >= 0) {
      const index = Math.floor(from / slice);
      const sliceEnd = (index + 1) * slice;
      busy[index] = (busy[index] ?? 0) + Math.min(to, sliceEnd) - from;
      from = sliceEnd;
    }
  }
  return [...busy.entries()]
    .map(([index, time]) => `${index * 100}: ${Math.round((time ?? 0) / 1000)}`)
    .join(', ');
}

/** Starts a trace and a CPU profile of the page behind `cdp` (before it navigates). */
export async function startTaskTrace(cdp: CDPSession): Promise<void> {
  await cdp.send('Tracing.start', {
    categories:
      process.env.BENCH_TRACE_CATEGORIES ??
      'devtools.timeline,v8.execute,disabled-by-default-devtools.timeline,blink.user_timing,loading',
    transferMode: 'ReturnAsStream',
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
}

/** Where printLongTasks keeps the traces it read, one JSON file each. */
export const TRACE_DIR = '/tmp/prof';

/**
 * Stops both and prints every long task with what ran in it, and with `untilMs` (from the
 * navigation) what ran up to then; keeps the trace's events as TRACE_DIR/`keepAs`.json.
 */
export async function printLongTasks(
  cdp: CDPSession,
  { untilMs, keepAs }: { untilMs?: number; keepAs: string },
): Promise<void> {
  const profile = (await cdp.send('Profiler.stop')).profile as unknown as CpuProfile;
  const events = await readTrace(cdp);
  const navigation =
    events.find((e) => e.name === 'navigationStart' || e.name === 'markAsMainFrame')?.ts ?? 0;
  longTasks(events, navigation, profile, untilMs);
  mkdirSync(TRACE_DIR, { recursive: true });
  writeFileSync(`${TRACE_DIR}/${keepAs}.json`, JSON.stringify(events));
}
