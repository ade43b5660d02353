import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Figure } from './figures.ts';

/**
 * Writes the figures. A partial run (`keepOthers`, i.e. BENCH_ONLY) replaces only the figures it
 * measured and keeps the rest of the file, so one group can be re-measured without losing the
 * others; a figure's name says which run it came from only through git history.
 */
export function writeResults(
  path: string,
  results: readonly Figure[],
  { keepOthers = false }: { keepOthers?: boolean } = {},
): void {
  mkdirSync('bench', { recursive: true });
  const measured = new Set(results.map((figure) => figure.name));
  const kept = keepOthers ? previousFigures(path).filter((f) => !measured.has(f.name)) : [];
  writeFileSync(path, `${JSON.stringify([...kept, ...results], null, 2)}\n`);
}

function previousFigures(path: string): Figure[] {
  if (!existsSync(path)) return [];
  const stored: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!Array.isArray(stored)) throw new Error(`${path} is not a list of figures`);
  return stored.filter(isFigure);
}

function isFigure(value: unknown): value is Figure {
  return typeof value === 'object' && value !== null && 'name' in value && 'value' in value;
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
