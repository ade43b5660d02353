import { isConnectionFailure } from '../../kit/index.ts';
import type { HostChoice } from './newInviteForm.ts';

/** Host search gives up after 10 seconds (spec/visitors.md §7). */
export const HOST_SEARCH_TIMEOUT_MS = 10_000;
/** The unique value of the search's error items (spec/visitors.md §8). */
export const ERROR_ITEM_VALUE = '00000000';

/** A search result: a host, or an error item ('Network unavailable', 'Search timed out'). */
export interface HostOption extends HostChoice {
  isErrorItem?: true;
}

export interface HostSearchLabels {
  networkUnavailable: string;
  searchTimedOut: string;
}

/**
 * Runs one host search with a timeout. A search that takes longer than `timeoutMs` is aborted
 * and answers the 'Search timed out' item; one that cannot reach the server the 'Network
 * unavailable' item; both with unique value 00000000 and flagged as error items. A refusal
 * answers no hosts.
 */
export async function searchHostsWithTimeout(
  search: (signal: AbortSignal) => Promise<HostChoice[]>,
  labels: HostSearchLabels,
  options: { timeoutMs?: number; isOnline?: () => boolean } = {},
): Promise<HostOption[]> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('timeout');
    }, options.timeoutMs ?? HOST_SEARCH_TIMEOUT_MS);
  });
  const online = options.isOnline ?? (() => globalThis.navigator?.onLine !== false);
  const errorItem = (name: string): HostOption[] => [
    { name, uniqueAttributeValue: ERROR_ITEM_VALUE, isErrorItem: true },
  ];
  try {
    if (!online()) return errorItem(labels.networkUnavailable);
    const answer = await Promise.race([search(controller.signal), timedOut]);
    return answer === 'timeout' ? errorItem(labels.searchTimedOut) : answer;
  } catch (error) {
    if (controller.signal.aborted) return errorItem(labels.searchTimedOut);
    if (isConnectionFailure(error, online()) || error instanceof TypeError) {
      return errorItem(labels.networkUnavailable);
    }
    return [];
  } finally {
    clearTimeout(timer);
  }
}
