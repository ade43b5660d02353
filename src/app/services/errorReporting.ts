import type { EnvironmentFile } from '../../../contract/env.ts';

/** Error reporting (spec/frame.md §7, §9): every error is sent (sample rate 1) except these. */
export const ERROR_SAMPLE_RATE = 1;
export const IGNORED_ERRORS = [/ResizeObserver/i, /Not Authorized/i, /NetworkingError/i] as const;

export interface ErrorReport {
  message: string;
  name: string;
  stack?: string;
  location: string;
  tags: Record<string, string>;
  timestamp: number;
}

/** True for errors the reporter drops (ResizeObserver loops, Not Authorized, NetworkingError). */
export function isIgnoredError(error: unknown): boolean {
  const text =
    error instanceof Error
      ? `${error.name}: ${error.message}`
      : typeof error === 'string'
        ? error
        : '';
  return IGNORED_ERRORS.some((pattern) => pattern.test(text));
}

export function errorReport(
  error: unknown,
  tags: Record<string, string>,
  now: number,
): ErrorReport {
  const base = error instanceof Error ? error : new Error(String(error));
  const report: ErrorReport = {
    message: base.message,
    name: base.name,
    location: typeof location === 'undefined' ? '' : location.pathname,
    tags,
    timestamp: now,
  };
  if (base.stack) report.stack = base.stack;
  return report;
}

type Reporter = (error: unknown, tags?: Record<string, string>) => void;

let reporter: Reporter | null = null;

/** Reports an error when error reporting is configured; otherwise does nothing. */
export function reportError(error: unknown, tags: Record<string, string> = {}): void {
  reporter?.(error, tags);
}

/**
 * Starts error reporting when the environment file names a collector (`errorReporting.dsn`):
 * uncaught errors and rejections, and component errors passed to `reportError`, are posted there
 * as JSON. Without the setting nothing is installed. Answers whether it started.
 */
export function startErrorReporting(
  environment: Pick<EnvironmentFile, 'errorReporting'>,
  send: (url: string, body: string) => void = (url, body) =>
    void fetch(url, { method: 'POST', body, keepalive: true }).catch(() => undefined),
  random: () => number = Math.random,
): boolean {
  const dsn = environment.errorReporting?.dsn;
  if (!dsn || reporter) return false;
  reporter = (error, tags = {}) => {
    if (isIgnoredError(error) || random() >= ERROR_SAMPLE_RATE) return;
    send(dsn, JSON.stringify(errorReport(error, tags, Date.now())));
  };
  window.addEventListener('error', (event) => reportError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason));
  return true;
}

/** For tests: forget the installed reporter. */
export function stopErrorReportingForTest(): void {
  reporter = null;
}
