import { LeavePageConfirmation } from '../../ui/LeavePageConfirmation.tsx';

/**
 * The leave-page question while a form has unsaved changes (unsavedChanges.ts); rendered once, by
 * the root layout, and loaded only once a form has changes.
 */
export function UnsavedChangesPrompt() {
  return <LeavePageConfirmation when />;
}
