import {
  addProfile,
  compareShiftEvents,
  compareShiftPairs,
  inProfileOrder,
  type ShiftEvent,
  type ShiftPairing,
} from '../../../../contract/transitions/shiftPairing.ts';

/**
 * Shift pairing (contract/transitions/shiftPairing.ts) run in slices of the main thread, so that
 * a month of a large site (50,000 events) never holds it in one long task: the events are grouped
 * per profile, then profiles are sorted and paired, yielding whenever a slice has run `budgetMs`.
 * Gives exactly pairShifts's answer. Not a Web Worker on purpose: the records live on the main
 * thread (Dexie live query), and copying 50,000 of them to a worker and the pairs back costs
 * more main-thread time than pairing them.
 */
export interface ChunkOptions {
  /** How long one slice may run (ms) before yielding. */
  budgetMs?: number;
  /** Stops between slices (a newer read replaced these events): the promise rejects. */
  signal?: AbortSignal;
  /** How to give the main thread back (default: a macrotask). */
  yieldToMain?: () => Promise<void>;
  /** Reads the clock (tests). */
  now?: () => number;
}

export const DEFAULT_SLICE_BUDGET_MS = 8;
/** Events grouped between two looks at the clock. */
const GROUPING_STEP = 2048;

export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export async function pairShiftsInChunks<E extends ShiftEvent>(
  events: readonly E[],
  cutOff: number | undefined,
  options: ChunkOptions = {},
): Promise<ShiftPairing<E>> {
  const budget = options.budgetMs ?? DEFAULT_SLICE_BUDGET_MS;
  const now = options.now ?? (() => performance.now());
  const giveBack = options.yieldToMain ?? yieldToMain;
  let sliceStart = now();
  const checkpoint = async () => {
    if (now() - sliceStart < budget) return;
    await giveBack();
    options.signal?.throwIfAborted();
    sliceStart = now();
  };

  const groups = new Map<string, E[]>();
  for (let first = 0; first < events.length; first += GROUPING_STEP) {
    const end = Math.min(events.length, first + GROUPING_STEP);
    for (let i = first; i < end; i++) {
      const event = events[i]!;
      const group = groups.get(event.ProfileId);
      if (group) group.push(event);
      else groups.set(event.ProfileId, [event]);
    }
    await checkpoint();
  }
  const result: ShiftPairing<E> = { pairs: [], pendingCount: 0, dropped: [], reducedCount: 0 };
  for (const group of inProfileOrder(groups)) {
    group.sort(compareShiftEvents);
    addProfile(result, group, cutOff);
    await checkpoint();
  }
  result.pairs.sort(compareShiftPairs);
  return result;
}
