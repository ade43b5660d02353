import { existsSync } from 'node:fs';
import { MOSQUITTO_BINARY } from '../server/testing/mosquitto.ts';
import { findPostgresBin } from '../server/testing/postgresCluster.ts';

/** A Debian package `npm test` needs, and how to tell it is installed. */
export interface SystemPackage {
  name: string;
  /** The file the tests use, for messages. */
  provides: string;
  isInstalled: () => boolean;
}

export const SYSTEM_BROWSER = '/usr/bin/chromium';
/** Debian's libfaketime wrapper: `npm run test:clock` reruns tests at a shifted clock. */
export const FAKETIME_BINARY = '/usr/bin/faketime';

/**
 * Playwright cannot download its browsers here (TOOLCHAIN.md); test:compat runs real servers;
 * test:clock runs tests under faketime.
 */
export const TEST_SYSTEM_PACKAGES: readonly SystemPackage[] = [
  { name: 'chromium', provides: SYSTEM_BROWSER, isInstalled: () => existsSync(SYSTEM_BROWSER) },
  {
    name: 'postgresql',
    provides: '/usr/lib/postgresql/*/bin/postgres',
    isInstalled: () => findPostgresBin() !== null,
  },
  {
    name: 'mosquitto',
    provides: MOSQUITTO_BINARY,
    isInstalled: () => existsSync(MOSQUITTO_BINARY),
  },
  {
    name: 'faketime',
    provides: FAKETIME_BINARY,
    isInstalled: () => existsSync(FAKETIME_BINARY),
  },
];

/** What the machine offers: injected so that every branch can be tested without uninstalling. */
export interface SetupHost {
  isRoot: boolean;
  hasAptGet: boolean;
  /** Runs a command with its output shown; returns its exit code. */
  run: (command: string, args: readonly string[]) => number;
  log: (line: string) => void;
  error: (line: string) => void;
}

export function installCommandFor(names: readonly string[], { sudo }: { sudo: boolean }): string {
  const prefix = sudo ? 'sudo ' : '';
  return `${prefix}apt-get update && ${prefix}apt-get install -y ${names.join(' ')}`;
}

function listed(packages: readonly SystemPackage[]): string {
  return packages.map((pkg) => `${pkg.name} (${pkg.provides})`).join(', ');
}

/**
 * Makes sure the Debian packages are there before `npm test` starts: nothing to do when they are,
 * `apt-get install` when running as root (as CI does), else a stop with the command to run.
 * Returns the exit code for the process.
 */
export function ensureSystemPackages(packages: readonly SystemPackage[], host: SetupHost): number {
  const missing = packages.filter((pkg) => !pkg.isInstalled());
  if (missing.length === 0) return 0;
  const names = missing.map((pkg) => pkg.name);

  if (!host.hasAptGet) {
    host.error(
      `npm test needs ${listed(missing)}, and this machine has no apt-get to install them. ` +
        'Install them with its package manager, or run the tests on Debian or Ubuntu.',
    );
    return 1;
  }
  if (!host.isRoot) {
    host.error(
      `npm test needs Debian packages that are not installed: ${listed(missing)}.\n` +
        `Install them, then run npm test again:\n\n  ${installCommandFor(names, { sudo: true })}\n`,
    );
    return 1;
  }

  host.log(`npm test: installing Debian packages: ${names.join(' ')}`);
  const failed =
    host.run('apt-get', ['update']) !== 0 || host.run('apt-get', ['install', '-y', ...names]) !== 0;
  const stillMissing = missing.filter((pkg) => !pkg.isInstalled());
  if (failed || stillMissing.length > 0) {
    host.error(
      `npm test: could not install ${listed(stillMissing.length > 0 ? stillMissing : missing)}` +
        ` (see apt-get's output above). The command was: ${installCommandFor(names, { sudo: false })}`,
    );
    return 1;
  }
  return 0;
}
