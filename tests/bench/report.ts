import { mkdirSync, writeFileSync } from 'node:fs';
import type { Figure } from './figures.ts';

export function writeResults(path: string, results: readonly Figure[]): void {
  mkdirSync('bench', { recursive: true });
  writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`);
}

const number = (n: number | null) => (n === null ? '–' : n.toLocaleString('en-GB'));

function verdict(figure: Figure): string {
  if (figure.met === null) return 'reported';
  const worst = `${number(figure.worst)}${figure.goalOn === 'value' ? '' : '×'}`;
  return `${figure.goal} — ${figure.met ? 'met' : 'not met'} (worst ${worst})`;
}

/** The figures as a table: median value, the rounds' range, baseline, ratio and the goal. */
export function printTable(results: readonly Figure[]): void {
  const header = ['name', 'value', 'min–max', 'unit', 'baseline', 'ratio', 'goal (worst round)'];
  const rows = results.map((r) => [
    r.name,
    number(r.value),
    `${number(r.min)}–${number(r.max)}`,
    r.unit,
    number(r.baseline),
    number(r.ratio),
    verdict(r),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  for (const { name, stages } of results) {
    if (!stages) continue;
    const parts = Object.entries(stages).map(([stage, ms]) => `${stage} ${number(ms)} ms`);
    console.log(`${name} by stage: ${parts.join(', ')}`);
  }
}
