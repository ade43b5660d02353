import { captureWorkerBadgeOperation } from './captureBadge.ts';

/** The workers area's operations (listed in DEFINED_OPERATIONS). */
export const WORKER_OPERATIONS = [captureWorkerBadgeOperation] as const;

export * from './captureBadge.ts';
