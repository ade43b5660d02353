import { useCallback, useRef, useState } from 'react';
import { errorMessage, RetryableError } from '../../api/errors.ts';

/**
 * An operation that only the server can do (imports, exports of large ranges, credentials,
 * server analytics): it never queues offline. Its state says what happened, so a failure is
 * always shown: `needs-connection` (offline, or the network failed) or `failed` (with why).
 */
export type OnlineOperationState<T> =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'needs-connection' }
  | { status: 'failed'; error: string }
  | { status: 'done'; result: T };

export interface OnlineOperation<Args extends unknown[], T> {
  state: OnlineOperationState<T>;
  /** Runs the operation (offline: goes straight to needs-connection). */
  run: (...args: Args) => Promise<void>;
  /** Runs it again with the arguments of the last run. */
  retry: () => Promise<void>;
  /** Back to idle (for example when a dialog closes). */
  reset: () => void;
}

export interface OnlineOperationOptions {
  /** Whether the device is online (default: navigator.onLine). */
  isOnline?: () => boolean;
}

const browserOnline = () => globalThis.navigator?.onLine !== false;

/** True when `error` means the server could not be reached (not that it refused). */
export function isConnectionFailure(error: unknown, online: boolean): boolean {
  if (!online) return true;
  return error instanceof RetryableError && error.status === null;
}

/** Runs `fn` as an online-only operation with idle / running / needs-connection / failed / done. */
export function useOnlineOperation<Args extends unknown[], T>(
  fn: (...args: Args) => Promise<T>,
  options: OnlineOperationOptions = {},
): OnlineOperation<Args, T> {
  const [state, setState] = useState<OnlineOperationState<T>>({ status: 'idle' });
  const latest = useRef({ fn, isOnline: options.isOnline ?? browserOnline });
  latest.current = { fn, isOnline: options.isOnline ?? browserOnline };
  const lastArgs = useRef<Args | null>(null);
  const runId = useRef(0);

  const run = useCallback(async (...args: Args) => {
    lastArgs.current = args;
    const id = ++runId.current;
    const { fn: operation, isOnline } = latest.current;
    if (!isOnline()) {
      setState({ status: 'needs-connection' });
      return;
    }
    setState({ status: 'running' });
    try {
      const result = await operation(...args);
      if (id === runId.current) setState({ status: 'done', result });
    } catch (error) {
      if (id !== runId.current) return;
      if (isConnectionFailure(error, isOnline())) setState({ status: 'needs-connection' });
      else setState({ status: 'failed', error: errorMessage(error) });
    }
  }, []);

  const retry = useCallback(async () => {
    if (lastArgs.current) await run(...lastArgs.current);
  }, [run]);

  const reset = useCallback(() => {
    runId.current++;
    setState({ status: 'idle' });
  }, []);

  return { state, run, retry, reset };
}
