import { useSyncExternalStore } from 'react';
import { RejectedError } from '../../api/index.ts';

/**
 * Whether the server refused the hierarchy configuration on this page load (a 4xx answer or a
 * result key that is not a success). Network and server faults are not recorded: the app keeps
 * working from its cached copy and retries when it comes back online.
 */
let rejected = false;
const listeners = new Set<() => void>();

function setRejected(next: boolean): void {
  if (rejected === next) return;
  rejected = next;
  for (const listener of listeners) listener();
}

/** Wraps the configuration fetch so that a refusal by the server is recorded (and still thrown). */
export function recordingRejection<T>(fetchConfiguration: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      const answer = await fetchConfiguration();
      setRejected(false);
      return answer;
    } catch (error) {
      if (error instanceof RejectedError) setRejected(true);
      throw error;
    }
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => rejected;

export function useConfigurationRejected(): boolean {
  return useSyncExternalStore(subscribe, read, read);
}

/** For tests: forget a recorded refusal. */
export function resetConfigurationRejectionForTest(): void {
  setRejected(false);
}
