/** The worker log's per-pair actions (spec/workers.md §4): what the worker log page mounts. */
export { CorrectionRefusalNotices } from './CorrectionRefusalNotices.tsx';
export { CorrectionsHistory } from './CorrectionsHistory.tsx';
export { ShiftPairActions, type ShiftPairActionsProps } from './ShiftPairActions.tsx';
