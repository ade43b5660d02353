import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * `npm run test:clock`: the date-sensitive tests again at the edges of a day (docs/testing-clock.md).
 * Each setting is a local time of day and a time zone (undefined: the machine's own, as in CI).
 */
export interface ClockSetting {
  time: string;
  timeZone: string | undefined;
}

/** Five minutes into a day and five before its end, here and at both ends of the world's zones. */
export const CLOCK_SETTINGS: readonly ClockSetting[] = [
  { time: '00:05:00', timeZone: undefined },
  { time: '23:55:00', timeZone: undefined },
  { time: '00:05:00', timeZone: 'Pacific/Kiritimati' },
  { time: '23:55:00', timeZone: 'Pacific/Pago_Pago' },
];

/**
 * Where the client and server vitest projects look for tests (vitest.config.ts), less
 * tests/property: its runs are long and on simulated clocks.
 */
export const TEST_ROOTS = ['src', 'contract', 'server', 'scripts', 'tests/budget'];

/**
 * A test reads the clock, or the start of a day, when its text says so: a new test built on
 * "now" is picked up without a list to keep. Component tests of the features render pages whose
 * default range is today, so they all run. A time before now ("Date.now() - HOUR") counts, a
 * time after it (an expiry, "Date.now() + HOUR") does not. The server's tests (one at a time,
 * each with its own database: the slow part) run when they work with days.
 */
const WORKS_WITH_DAYS =
  /startOf\w*\(|\btoday\b|yesterday|midnight|getHours\(|setHours\(|getDay\(|getDate\(|setClockForEachTest|setSystemTime/;
const READS_THE_CLOCK = /Date\.now\(\)\s*-|new Date\(\s*\)|dayjs\(\s*\)/;
const SERVER_SIDE = /^(server|scripts|tests\/budget)\//;

export function isTestFile(path: string): boolean {
  return /\.test\.tsx?$/.test(path) && !path.endsWith('.compat.test.ts');
}

export function isDateSensitive(path: string, text: string): boolean {
  if (WORKS_WITH_DAYS.test(text)) return true;
  if (SERVER_SIDE.test(path)) return false;
  return /^src\/features\/.*\.test\.tsx$/.test(path) || READS_THE_CLOCK.test(text);
}

/** The date-sensitive test files under `root`, as paths relative to it with forward slashes. */
export function dateSensitiveTests(root: string): string[] {
  const found: string[] = [];
  for (const top of TEST_ROOTS) {
    const entries = readdirSync(join(root, top), { recursive: true, encoding: 'utf8' });
    for (const entry of entries) {
      const path = relative(root, join(root, top, entry))
        .split(sep)
        .join('/');
      if (path.includes('node_modules/') || !isTestFile(path)) continue;
      if (isDateSensitive(path, readFileSync(join(root, path), 'utf8'))) found.push(path);
    }
  }
  return found.sort();
}

/** Today's date in `timeZone` (the machine's when undefined), as YYYY-MM-DD. */
export function localDate(now: number, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}

/** The argument faketime takes: `setting.time` today in the setting's zone; the clock runs on. */
export function faketimeSpec(setting: ClockSetting, now: number): string {
  return `${localDate(now, setting.timeZone)} ${setting.time}`;
}

export function describeSetting(setting: ClockSetting): string {
  return `${setting.time} ${setting.timeZone ?? 'in the machine’s zone'}`;
}
