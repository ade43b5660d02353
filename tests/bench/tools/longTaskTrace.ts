// Long main-thread tasks of a page, from a Chrome trace and a CPU profile taken together: each task
// over 50 ms with the trace events and the app's functions (through dist/'s source maps) that ran
// in it. Used by traceColdStart.ts, and by the cold start benches when BENCH_TRACE=1.
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
function profileIn(profile: CpuProfile, from: number, to: number): string {
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
    .slice(0, 6)
    .map(([n, d]) => `${(d / 1000).toFixed(0)} ${n}`)
    .join('; ');
  const chunkTop = [...chunks]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([n, d]) => `${(d / 1000).toFixed(0)} ${n}`)
    .join('; ');
  return `self: ${selfTop}\n      files: ${chunkTop}\n      ${[...incl]
    .filter(([n]) => n.includes('src/'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([n, d]) => `${(d / 1000).toFixed(0)} ${n}`)
    .join('\n      ')}`;
}

function longTasks(events: TraceEvent[], navigationStart: number, cpuProfile: CpuProfile | null) {
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
}

/** Starts a trace and a CPU profile of the page behind `cdp` (before it navigates). */
export async function startTaskTrace(cdp: CDPSession): Promise<void> {
  await cdp.send('Tracing.start', {
    categories:
      'devtools.timeline,v8.execute,disabled-by-default-devtools.timeline,blink.user_timing,loading',
    transferMode: 'ReturnAsStream',
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
}

/** Stops both and prints every long task with what ran in it; returns the trace's events. */
export async function printLongTasks(cdp: CDPSession): Promise<TraceEvent[]> {
  const profile = (await cdp.send('Profiler.stop')).profile as unknown as CpuProfile;
  const events = await readTrace(cdp);
  const navigation =
    events.find((e) => e.name === 'navigationStart' || e.name === 'markAsMainFrame')?.ts ?? 0;
  longTasks(events, navigation, profile);
  return events;
}
