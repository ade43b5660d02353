export { reportPendingChanges, usePendingChanges } from './pendingChanges.ts';
export { UpdatePrompt, type UpdatePromptProps } from './UpdatePrompt.tsx';
export { onVersionHandover, prepareVersionHandover } from './versionHandover.ts';
