import type { WorkerRecord } from '../workerRows.ts';

/** What the per-pair actions get: the pair's two records (either may be missing). */
export interface PairActionsProps {
  clockInEvent: WorkerRecord | null;
  clockOutEvent: WorkerRecord | null;
}

/**
 * THE ACTIONS SLOT of the worker log table (the Actions column, on screen only, not exported).
 * Empty on this branch: the per-pair actions (corrections, photo review, badge capture) are
 * built on the worker-ops branch; after merging, render that component here with these props.
 */
export function PairActionsSlot(_props: PairActionsProps) {
  return null;
}
