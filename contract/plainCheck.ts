/**
 * A few hundred bytes of input checking for what the client reads while it starts (the environment
 * file, the session, the cached hierarchy configuration, stored preferences), so that its first
 * load carries no schema library. The zod schemas of the contract stay the definition:
 * startupChecks.test.ts holds these checks to the same answers. Messages name the path and what
 * was expected, as zod's prettified errors do.
 */
export interface Issue {
  path: readonly (string | number)[];
  message: string;
}

/**
 * Checks `value` and answers its output. When it fails it adds an issue and answers the input
 * as it is, typed as the output: safeCheck and parseWith never hand such an output on.
 */
export type Check<T> = (value: unknown, path: readonly (string | number)[], issues: Issue[]) => T;

export class CheckError extends Error {
  readonly issues: readonly Issue[];
  constructor(issues: readonly Issue[]) {
    super(formatIssues(issues));
    this.name = 'CheckError';
    this.issues = issues;
  }
}

export function formatIssues(issues: readonly Issue[]): string {
  return issues
    .map(({ path, message }) => `✖ ${message}${path.length ? `\n  → at ${path.join('.')}` : ''}`)
    .join('\n');
}

export type CheckResult<T> = { success: true; data: T } | { success: false; error: CheckError };

export function safeCheck<T>(check: Check<T>, value: unknown): CheckResult<T> {
  const issues: Issue[] = [];
  const data = check(value, [], issues);
  return issues.length
    ? { success: false, error: new CheckError(issues) }
    : { success: true, data };
}

/** The checked value; throws a CheckError listing every issue. */
export function parseWith<T>(check: Check<T>, value: unknown): T {
  const result = safeCheck(check, value);
  if (!result.success) throw result.error;
  return result.data;
}

const kind = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

function expected<T>(what: string, test: (value: unknown) => value is T): Check<T> {
  return (value, path, issues) => {
    if (!test(value))
      issues.push({ path, message: `Invalid input: expected ${what}, received ${kind(value)}` });
    return value as T;
  };
}

const isString = (value: unknown): value is string => typeof value === 'string';
/** Whether `value` is one of `values` (a list of literals, e.g. an enum's `as const` list). */
export function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return values.some((known) => known === value);
}

/** A plain object (not null, not an array): its fields can be read. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  kind(value) === 'object';

export const boolean = expected('boolean', (v): v is boolean => typeof v === 'boolean');
export const unknown: Check<unknown> = (value) => value;

/** A string, optionally at least `minLength` long and matching `pattern` (with `patternMessage`). */
export function string(
  rules: { minLength?: number; pattern?: RegExp; patternMessage?: string } = {},
): Check<string> {
  const base = expected('string', isString);
  return (value, path, issues) => {
    const before = issues.length;
    base(value, path, issues);
    if (issues.length > before || !isString(value)) return value as string;
    if (rules.minLength !== undefined && value.length < rules.minLength)
      issues.push({
        path,
        message: `Too small: expected string to have >=${rules.minLength} characters`,
      });
    if (rules.pattern && !rules.pattern.test(value))
      issues.push({
        path,
        message: rules.patternMessage ?? `Invalid string: must match ${rules.pattern}`,
      });
    return value;
  };
}

/** An integer of zero or more (epoch milliseconds). */
export const nonNegativeInt: Check<number> = (value, path, issues) => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value))
    issues.push({ path, message: `Invalid input: expected int, received ${kind(value)}` });
  else if (value < 0) issues.push({ path, message: 'Too small: expected number to be >=0' });
  return value as number;
};

/** An integer from `min` to `max`, as zod's `z.int().check(z.minimum(min), z.maximum(max))`. */
export function intBetween(min: number, max: number): Check<number> {
  return (value, path, issues) => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value))
      issues.push({ path, message: `Invalid input: expected int, received ${kind(value)}` });
    else if (value < min)
      issues.push({ path, message: `Too small: expected number to be >=${min}` });
    else if (value > max) issues.push({ path, message: `Too big: expected number to be <=${max}` });
    return value as number;
  };
}

export function literal<const T extends string | boolean>(expectedValue: T): Check<T> {
  return (value, path, issues) => {
    if (value !== expectedValue)
      issues.push({ path, message: `Invalid input: expected ${JSON.stringify(expectedValue)}` });
    return value as T;
  };
}

export function oneOf<const T extends string>(options: readonly T[]): Check<T> {
  return (value, path, issues) => {
    if (!options.some((option) => option === value))
      issues.push({
        path,
        message: `Invalid option: expected one of ${options.map((o) => JSON.stringify(o)).join('|')}`,
      });
    return value as T;
  };
}

export function optional<T>(check: Check<T>): Check<T | undefined> {
  return (value, path, issues) => (value === undefined ? undefined : check(value, path, issues));
}

/** `fallback` when the value is missing (a fresh copy of it each time). */
export function withDefault<T>(check: Check<T>, fallback: () => T): Check<T> {
  return (value, path, issues) => (value === undefined ? fallback() : check(value, path, issues));
}

export function array<T>(item: Check<T>): Check<T[]> {
  return (value, path, issues) => {
    if (!Array.isArray(value)) return expected('array', Array.isArray)(value, path, issues);
    return value.map((entry, index) => item(entry, [...path, index], issues));
  };
}

export function record<T>(entry: Check<T>): Check<Record<string, T>> {
  return (value, path, issues) => {
    if (!isRecord(value)) return expected('record', isRecord)(value, path, issues) as never;
    const out: Record<string, T> = {};
    for (const [key, item] of Object.entries(value)) out[key] = entry(item, [...path, key], issues);
    return out;
  };
}

/** The first of `checks` that passes; when none does, the issue of a value of no expected kind. */
export function either<A, B>(first: Check<A>, second: Check<B>): Check<A | B> {
  return (value, path, issues) => {
    for (const check of [first, second]) {
      const own: Issue[] = [];
      const out = check(value, path, own);
      if (!own.length) return out;
    }
    issues.push({ path, message: 'Invalid input' });
    return value as A | B;
  };
}

export function lazy<T>(make: () => Check<T>): Check<T> {
  return (value, path, issues) => make()(value, path, issues);
}

type Shape<T> = { [K in keyof T]-?: Check<T[K]> };

/**
 * An object with the checked `shape`; unknown keys are dropped, or kept with `loose` (as zod's
 * object and looseObject). A key missing from the input stays missing unless its check gives a
 * default.
 */
export function object<T extends object>(shape: Shape<T>, loose = false): Check<T> {
  return (value, path, issues) => {
    if (!isRecord(value)) return expected('object', isRecord)(value, path, issues) as T;
    const out: Record<string, unknown> = loose ? { ...value } : {};
    for (const [key, check] of Object.entries<Check<unknown>>(shape)) {
      const checked = check(value[key], [...path, key], issues);
      if (checked !== undefined || key in value) out[key] = checked;
    }
    return out as T;
  };
}
