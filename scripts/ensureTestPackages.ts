import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureSystemPackages, TEST_SYSTEM_PACKAGES } from './systemPackages.ts';

function runShown(command: string, args: readonly string[]): number {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status ?? 1;
}

/**
 * First step of `npm test`: installs Chromium, PostgreSQL, Mosquitto and faketime when missing and running
 * as root, else stops with the command to run (scripts/systemPackages.ts).
 */
process.exitCode = ensureSystemPackages(TEST_SYSTEM_PACKAGES, {
  isRoot: process.getuid?.() === 0,
  hasAptGet: existsSync('/usr/bin/apt-get'),
  run: runShown,
  log: (line) => console.log(line),
  error: (line) => console.error(line),
});
