import { mkdirSync, writeFileSync } from 'node:fs';
import type { Measurement } from './page/storageBench.ts';

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The run's median by value, with its own baseline (measured in the same round). */
export function medianMeasurement(runs: Measurement[]): Measurement {
  const sorted = [...runs].sort((a, b) => a.value - b.value);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no runs');
  return middle;
}

export function writeResults(path: string, results: Measurement[]): void {
  mkdirSync('bench', { recursive: true });
  writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`);
}

export function printTable(results: Measurement[]): void {
  const header = ['name', 'value', 'unit', 'baseline', 'ratio'];
  const rows = results.map((r) => [
    r.name,
    String(r.value),
    r.unit,
    String(r.baseline),
    String(r.ratio),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}
