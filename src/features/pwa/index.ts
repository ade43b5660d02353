export { UpdatePrompt, type UpdatePromptProps } from './UpdatePrompt.tsx';
export { reportPendingChanges, usePendingChanges } from './pendingChanges.ts';
