import { describe, expect, it } from 'vitest';
import {
  ensureSystemPackages,
  type SetupHost,
  type SystemPackage,
  TEST_SYSTEM_PACKAGES,
} from './systemPackages.ts';

/** Packages whose installed state apt-get (the fake runner) changes, as the real one would. */
function machine(installed: string[], options: { isRoot: boolean; hasAptGet?: boolean }) {
  const present = new Set(installed);
  const commands: string[] = [];
  const logs: string[] = [];
  const errors: string[] = [];
  let aptInstalls = true;
  let aptExitCode = 0;
  const packages: SystemPackage[] = ['chromium', 'postgresql', 'mosquitto'].map((name) => ({
    name,
    provides: `/usr/bin/${name}`,
    isInstalled: () => present.has(name),
  }));
  const host: SetupHost = {
    isRoot: options.isRoot,
    hasAptGet: options.hasAptGet ?? true,
    run: (command, args) => {
      commands.push([command, ...args].join(' '));
      if (args[0] === 'install' && aptInstalls && aptExitCode === 0) {
        for (const name of args.slice(2)) present.add(name);
      }
      return aptExitCode;
    },
    log: (line) => logs.push(line),
    error: (line) => errors.push(line),
  };
  return {
    packages,
    host,
    commands,
    logs,
    errors,
    present,
    aptFailsWith: (code: number) => {
      aptExitCode = code;
    },
    aptInstallsNothing: () => {
      aptInstalls = false;
    },
  };
}

describe('ensureSystemPackages', () => {
  it('does nothing when every package is installed, root or not', () => {
    for (const isRoot of [true, false]) {
      const m = machine(['chromium', 'postgresql', 'mosquitto'], { isRoot });
      expect(ensureSystemPackages(m.packages, m.host)).toBe(0);
      expect(m.commands).toEqual([]);
      expect([...m.logs, ...m.errors]).toEqual([]);
    }
  });

  it('as root, installs only the missing packages with apt-get, output shown', () => {
    const m = machine(['postgresql'], { isRoot: true });
    expect(ensureSystemPackages(m.packages, m.host)).toBe(0);
    expect(m.commands).toEqual(['apt-get update', 'apt-get install -y chromium mosquitto']);
    expect(m.logs).toEqual(['npm test: installing Debian packages: chromium mosquitto']);
    expect(m.errors).toEqual([]);
    expect([...m.present].sort()).toEqual(['chromium', 'mosquitto', 'postgresql']);
  });

  it('not as root, stops without running anything and gives the exact command', () => {
    const m = machine(['postgresql'], { isRoot: false });
    expect(ensureSystemPackages(m.packages, m.host)).toBe(1);
    expect(m.commands).toEqual([]);
    expect(m.errors).toHaveLength(1);
    expect(m.errors[0]).toContain('chromium (/usr/bin/chromium), mosquitto (/usr/bin/mosquitto)');
    expect(m.errors[0]).toContain(
      '\n  sudo apt-get update && sudo apt-get install -y chromium mosquitto\n',
    );
  });

  it('as root, fails when apt-get fails, without trying the install after a failed update', () => {
    const m = machine([], { isRoot: true });
    m.aptFailsWith(100);
    expect(ensureSystemPackages(m.packages, m.host)).toBe(1);
    expect(m.commands).toEqual(['apt-get update']);
    expect(m.errors[0]).toContain('could not install chromium');
    expect(m.errors[0]).toContain('apt-get install -y chromium postgresql mosquitto');
  });

  it('as root, fails when apt-get succeeds but a binary is still missing', () => {
    const m = machine(['chromium', 'mosquitto'], { isRoot: true });
    m.aptInstallsNothing();
    expect(ensureSystemPackages(m.packages, m.host)).toBe(1);
    expect(m.commands).toEqual(['apt-get update', 'apt-get install -y postgresql']);
    expect(m.errors[0]).toContain('could not install postgresql (/usr/bin/postgresql)');
  });

  it('without apt-get, says what is needed instead of running it', () => {
    const m = machine(['chromium'], { isRoot: true, hasAptGet: false });
    expect(ensureSystemPackages(m.packages, m.host)).toBe(1);
    expect(m.commands).toEqual([]);
    expect(m.errors[0]).toContain('postgresql (/usr/bin/postgresql), mosquitto');
    expect(m.errors[0]).toContain('no apt-get');
  });
});

describe('TEST_SYSTEM_PACKAGES', () => {
  it('lists the Debian packages the end-to-end, compatibility and shifted-clock tests use', () => {
    expect(TEST_SYSTEM_PACKAGES.map((pkg) => [pkg.name, pkg.provides])).toEqual([
      ['chromium', '/usr/bin/chromium'],
      ['postgresql', '/usr/lib/postgresql/*/bin/postgres'],
      ['mosquitto', '/usr/sbin/mosquitto'],
      ['faketime', '/usr/bin/faketime'],
    ]);
  });
});
