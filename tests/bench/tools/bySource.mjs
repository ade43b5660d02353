// node tests/bench/tools/bySource.mjs <file.cpuprofile> [dist]: the main thread's busy time in a CPU
// profile by source file (through dist/'s source maps; packages by name), the 30 largest.
import { readFileSync } from 'node:fs';
import { sourcePosition } from './sourceMaps.mjs';

const p = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const dist = process.argv[3] ?? 'dist';
function src(cf) {
  const pos = sourcePosition(cf, dist);
  if (!pos) return cf.functionName || '(native)';
  return pos.source.replace(/^(nm:[^/]+(\/[^/]+)?)\/.*$/, '$1');
}
const nodes = new Map(p.nodes.map((n) => [n.id, n]));
const self = new Map();
p.samples.forEach((id, i) => {
  const n = nodes.get(id);
  if (n.callFrame.functionName === '(idle)') return;
  const k = src(n.callFrame);
  self.set(k, (self.get(k) ?? 0) + p.timeDeltas[i] / 1000);
});
[...self]
  .sort((a, b) => b[1] - a[1])
  .slice(0, 30)
  .forEach(([k, v]) => {
    console.log(v.toFixed(0).padStart(7), k);
  });
