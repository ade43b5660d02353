// node tests/bench/tools/analyzeProfile.mjs <file.cpuprofile>: each busy stretch of the main thread over
// 50 ms with its top functions, mapped to the source through dist/'s source maps (build first).
import { readFileSync } from 'node:fs';
import { frameLabel } from './sourceMaps.mjs';

const profile = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
let t = 0;
const runs = [];
let run = null;
profile.samples.forEach((id, i) => {
  t += profile.timeDeltas[i];
  const n = nodes.get(id);
  const idle = n.callFrame.functionName === '(idle)';
  if (idle) {
    if (run && t - run.end > Number(process.env.GAP ?? 3000)) {
      runs.push(run);
      run = null;
    }
    return;
  }
  if (!run) run = { start: t, end: t, samples: [] };
  run.end = t;
  run.samples.push([id, profile.timeDeltas[i]]);
});
if (run) runs.push(run);
if (process.env.TOTAL) {
  const all = { start: 0, end: t, samples: runs.flatMap((r) => r.samples) };
  runs.splice(0, runs.length, all);
}
for (const r of runs) {
  const dur = (r.end - r.start) / 1000;
  if (dur < 50) continue;
  const self = new Map();
  const incl = new Map();
  for (const [id, d] of r.samples) {
    const leaf = frameLabel(nodes.get(id).callFrame);
    self.set(leaf, (self.get(leaf) ?? 0) + d);
    const seen = new Set();
    for (let x = id; x !== undefined; x = parent.get(x)) {
      const nm = frameLabel(nodes.get(x).callFrame);
      if (!nm.includes('src/') || seen.has(nm)) continue;
      seen.add(nm);
      incl.set(nm, (incl.get(nm) ?? 0) + d);
    }
  }
  const top = (m, k) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([n, d]) => `${(d / 1000).toFixed(0)} ${n}`)
      .join('\n      ');
  console.log(
    `run at ${(r.start / 1000).toFixed(0)} ms for ${dur.toFixed(0)} ms\n   self: ${top(self, 6)}\n   app:  ${top(incl, 10)}`,
  );
}
