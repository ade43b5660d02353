import {
  type BudgetResult,
  checkBudgets,
  measureBuild,
  readBudgets,
} from '../../budget/buildSizes.ts';
import { builtAppDir } from '../../e2e/support/builtApp.ts';
import { atMost, type Figure, figureOf } from '../figures.ts';

function budgetOf(results: readonly BudgetResult[], kind: BudgetResult['kind']): BudgetResult {
  const result = results.find((r) => r.kind === kind);
  if (!result) throw new Error(`tests/budget reported no ${kind} budget`);
  return result;
}

/** A size against its target: baseline = the target, ratio = target ÷ size (1 or more is within). */
function sizeFigure(name: string, valueKiB: number, targetKiB: number, goalText: string): Figure {
  const measured = { name, value: valueKiB, unit: 'KiB', baseline: targetKiB };
  return figureOf([{ ...measured, ratio: targetKiB / valueKiB }], {
    ...atMost(targetKiB, 'KiB'),
    text: goalText,
  });
}

/**
 * `initial-js` and `precache`: the sizes `npm run test:size` checks (tests/budget/buildSizes.ts,
 * the limits of bench/budgets.json), measured once on dist/ with the same code. initial-js is the
 * cold load's JavaScript in KiB of gzip against the budget's goal (issue 9: 180 KiB) where the
 * file sets one, else its limit; precache is the raw size of the service worker's precache
 * against its limit. Sizes are deterministic: one round each.
 */
export function sizeFigures(): Figure[] {
  const budgets = readBudgets();
  const results = checkBudgets(measureBuild(builtAppDir, budgets), budgets);
  const coldLoad = budgetOf(results, 'coldLoad');
  const precache = budgetOf(results, 'precache');
  const coldTarget = coldLoad.goalKiB ?? coldLoad.limitKiB;
  return [
    sizeFigure(
      'initial-js',
      coldLoad.valueKiB,
      coldTarget,
      `≤ ${coldTarget} KiB gzip (test:size limit ${coldLoad.limitKiB} KiB)`,
    ),
    sizeFigure(
      'precache',
      precache.valueKiB,
      precache.limitKiB,
      `≤ ${precache.limitKiB.toLocaleString('en-GB')} KiB (test:size limit)`,
    ),
  ];
}
