// Where a CPU profile's call frame is in the sources, through the built files' source maps
// (dist/assets/*.map; build first). Shared by analyzeProfile.mjs, bySource.mjs and longTaskTrace.ts.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';

const maps = new Map();

function mapOf(dist, file) {
  const key = `${dist}/${file}`;
  let map = maps.get(key);
  if (map === undefined) {
    const path = `${dist}/assets/${file}.map`;
    map = existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null;
    maps.set(key, map);
  }
  return map;
}

/**
 * The frame's source position: `source` with node_modules/ shortened to `nm:` and leading ../
 * removed; null for a frame without a built file (native, idle, program).
 */
export function sourcePosition(callFrame, dist = 'dist') {
  const file = callFrame.url.split('/').pop();
  if (!file || callFrame.lineNumber < 0) return null;
  const map = mapOf(dist, file);
  if (!map) return { file, source: file, name: null, line: null };
  const pos = map.originalPositionFor({
    line: callFrame.lineNumber + 1,
    column: callFrame.columnNumber,
  });
  const source = (pos.source ?? file).replace(/^.*node_modules\//, 'nm:').replace(/^(\.\.\/)+/, '');
  return { file, source, name: pos.name, line: pos.line };
}

/** `function source:line` for a frame, as the profile tools print it. */
export function frameLabel(callFrame, dist = 'dist') {
  const pos = sourcePosition(callFrame, dist);
  if (!pos) return callFrame.functionName || `(native ${callFrame.url.split('/').pop()})`;
  if (pos.line === null) return `${callFrame.functionName} ${pos.file}`;
  return `${pos.name ?? callFrame.functionName} ${pos.source}:${pos.line}`;
}
