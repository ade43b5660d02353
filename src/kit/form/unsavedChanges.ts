import { useEffect } from 'react';

/*
 * The forms on screen with unsaved changes. The root layout's LeavePageConfirmation blocks leaving
 * the page while there are any; a change of the selected location is not a navigation when the
 * page stays in place, so the location selector asks this store first.
 */
const dirtyForms = new Set<symbol>();

/** Whether a form on screen has unsaved changes. */
export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}

/**
 * Marks the calling form as having unsaved changes while `dirty` (spec/frame.md §5): leaving the
 * page through the menu, a link or the back button then asks first ('You have unsaved changes…',
 * Cancel / Yes), closing or reloading the tab gets the browser's prompt, and choosing another
 * location asks too.
 */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const form = Symbol('dirty form');
    dirtyForms.add(form);
    return () => {
      dirtyForms.delete(form);
    };
  }, [dirty]);
}
