import { resolve } from 'node:path';
import { checkBudgets, formatBudgetTable, measureBuild, readBudgets } from './buildSizes.ts';

/**
 * Checks the production build in dist/ (run `npm run build` first) against bench/budgets.json:
 * prints every size and exits 1 when one is over its limit. `--report` prints without failing.
 */
const root = resolve(import.meta.dirname, '../..');
const budgets = readBudgets();
const sizes = measureBuild(resolve(root, 'dist'), budgets);
const results = checkBudgets(sizes, budgets);
console.log(formatBudgetTable(sizes, results));
const over = results.filter((r) => !r.ok);
if (over.length > 0 && !process.argv.includes('--report')) {
  console.error(`\n${over.length} size budget(s) exceeded (bench/budgets.json).`);
  process.exit(1);
}
