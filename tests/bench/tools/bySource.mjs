// node tests/bench/tools/bySource.mjs <file.cpuprofile> [dist]: the main thread's busy time in a CPU
// profile by source file (through dist/'s source maps; packages by name), the 30 largest.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';

const p = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const dist = process.argv[3] ?? 'dist';
const maps = new Map();
function src(cf) {
  const file = cf.url.split('/').pop();
  if (!file || cf.lineNumber < 0) return cf.functionName || '(native)';
  let map = maps.get(file);
  if (map === undefined) {
    const path = `${dist}/assets/${file}.map`;
    map = existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null;
    maps.set(file, map);
  }
  if (!map) return file;
  const pos = map.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
  return (pos.source ?? file)
    .replace(/^.*node_modules\//, 'nm:')
    .replace(/^(\.\.\/)+/, '')
    .replace(/^(nm:[^/]+(\/[^/]+)?)\/.*$/, '$1');
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
