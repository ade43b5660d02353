import type { Measurement } from './page/storageBench.ts';

/**
 * A figure's goal. `value` goals bound the measured value (e.g. ≤ 300 ms), `ratio` goals bound
 * baseline ÷ value (e.g. ≥ 10×), `multiple` goals bound value ÷ baseline (e.g. within 1.2× the
 * baseline). Every goal is checked on the worst round.
 */
export interface Goal {
  on: 'value' | 'ratio' | 'multiple';
  at: 'most' | 'least';
  limit: number;
  /** How the table states it, e.g. "≤ 300 ms" or "≤ 1.2× the publish time". */
  text: string;
}

/** One figure of bench/results.json: the median round, the spread of the rounds, the goal. */
export interface Figure {
  name: string;
  /** The median round's value. */
  value: number;
  unit: string;
  /** The median round's baseline, measured in the same round. */
  baseline: number;
  /** baseline ÷ value of the median round; null when the value is 0. */
  ratio: number | null;
  min: number;
  median: number;
  max: number;
  /** Every round's value, in the order they ran. */
  rounds: number[];
  goal: string | null;
  /** What the goal bounds: the value, baseline ÷ value (ratio) or value ÷ baseline (multiple). */
  goalOn: Goal['on'] | null;
  /** The worst round's value (ratio or multiple, for those goals): what the goal is checked on. */
  worst: number | null;
  met: boolean | null;
  /** live-latency-p95 only: where an event's time goes (system/liveStages.ts), when measured. */
  stages?: Record<string, number>;
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** Three significant digits: a ratio of 0.003 must not print as 0. */
export function significant3(n: number): number {
  return Number(n.toPrecision(3));
}

export function ratioOf(baseline: number, value: number): number | null {
  return value === 0 ? null : significant3(baseline / value);
}

function worstOf(runs: readonly Measurement[], goal: Goal): number {
  const measured = runs.map((run) =>
    goal.on === 'value'
      ? run.value
      : goal.on === 'ratio'
        ? run.baseline / run.value
        : run.value / run.baseline,
  );
  const worst = goal.at === 'most' ? Math.max(...measured) : Math.min(...measured);
  return goal.on === 'value' ? round2(worst) : significant3(worst);
}

/**
 * The figure of `runs` (one Measurement per round, all of the same name): value, baseline and
 * ratio of the median round by value, min/median/max of the values, and the goal checked on the
 * worst round (the highest value for "at most", the lowest for "at least").
 */
export function figureOf(runs: readonly Measurement[], goal?: Goal): Figure {
  const sorted = [...runs].sort((a, b) => a.value - b.value);
  const middle = sorted[Math.floor(sorted.length / 2)];
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!middle || !first || !last) throw new Error('a figure needs at least one round');
  const worst = goal ? worstOf(runs, goal) : null;
  return {
    name: middle.name,
    value: middle.value,
    unit: middle.unit,
    baseline: middle.baseline,
    ratio: ratioOf(middle.baseline, middle.value),
    min: first.value,
    median: middle.value,
    max: last.value,
    rounds: runs.map((run) => run.value),
    goal: goal?.text ?? null,
    goalOn: goal?.on ?? null,
    worst,
    met:
      goal && worst !== null
        ? goal.at === 'most'
          ? worst <= goal.limit
          : worst >= goal.limit
        : null,
  };
}

export const atMost = (limit: number, unit: string): Goal => ({
  on: 'value',
  at: 'most',
  limit,
  text: `≤ ${limit.toLocaleString('en-GB')} ${unit}`,
});

export const ratioAtLeast = (limit: number, text = `ratio ≥ ${limit}`): Goal => ({
  on: 'ratio',
  at: 'least',
  limit,
  text,
});

export const multipleAtMost = (limit: number, text: string): Goal => ({
  on: 'multiple',
  at: 'most',
  limit,
  text,
});
