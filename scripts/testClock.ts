import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  CLOCK_SETTINGS,
  dateSensitiveTests,
  describeSetting,
  faketimeSpec,
} from './shiftedClock.ts';
import { FAKETIME_BINARY, installCommandFor } from './systemPackages.ts';

/**
 * `npm run test:clock [--list] [files…]`: the date-sensitive client and server tests (or the
 * files given) once per setting of CLOCK_SETTINGS under Debian's faketime, which shifts the wall
 * clock of vitest and every worker it starts. Monotonic clocks stay real: timers run as usual.
 * `--list` prints the files instead.
 */
const ROOT = resolve(import.meta.dirname, '..');

const given = process.argv.slice(2).filter((arg) => arg !== '--list');
const files = given.length > 0 ? given : dateSensitiveTests(ROOT);
if (process.argv.includes('--list')) {
  console.log(files.join('\n'));
  process.exit(0);
}
if (!existsSync(FAKETIME_BINARY)) {
  console.error(
    `test:clock needs a Debian package that is not installed: faketime (${FAKETIME_BINARY}).\n` +
      `Install it, then run the tests again (npm test does so as root):\n\n  ${installCommandFor(['faketime'], { sudo: true })}\n`,
  );
  process.exit(1);
}

const vitest = resolve(ROOT, 'node_modules/.bin/vitest');
const results: string[] = [];
let failed = 0;

for (const setting of CLOCK_SETTINGS) {
  const at = faketimeSpec(setting, Date.now());
  const label = `${describeSetting(setting)} (faketime '${at}')`;
  console.log(`\ntest:clock: ${files.length} test files at ${label}`);
  const started = Date.now();
  const run = spawnSync(FAKETIME_BINARY, [at, vitest, 'run', ...files], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      ...(setting.timeZone ? { TZ: setting.timeZone } : {}),
      FAKETIME_DONT_FAKE_MONOTONIC: '1',
    },
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  const ok = run.status === 0;
  if (!ok) failed += 1;
  results.push(`  ${ok ? 'passed' : 'FAILED'}  ${label}, ${seconds} s`);
}

console.log(`\ntest:clock: ${files.length} test files under ${CLOCK_SETTINGS.length} clocks`);
for (const line of results) console.log(line);
console.log(
  failed === 0
    ? 'test:clock: every clock passed'
    : `test:clock: ${failed} of ${CLOCK_SETTINGS.length} clocks failed`,
);
process.exitCode = failed === 0 ? 0 : 1;
