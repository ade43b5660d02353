import { useEffect, useSyncExternalStore } from 'react';

/*
 * The forms on screen with unsaved changes. A route change is guarded by the router's blocker
 * (LeavePageConfirmation); a change of the selected location is not a navigation when the page
 * stays in place, so the location selector asks this store first.
 */
const dirtyForms = new Set<symbol>();
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a form on screen has unsaved changes. */
export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}

/** Re-renders when forms gain or lose unsaved changes. */
export function useHasUnsavedChanges(): boolean {
  return useSyncExternalStore(subscribe, hasUnsavedChanges);
}

/**
 * Marks the calling form as having unsaved changes while `dirty` (spec/frame.md §5): leaving the
 * page through the menu, a link or the back button then asks first ('You have unsaved changes…',
 * Cancel / Yes), closing or reloading the tab gets the browser's prompt, and choosing another
 * location asks too. The root layout's UnsavedChangesPrompt does the asking, once for all forms.
 */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const form = Symbol('dirty form');
    dirtyForms.add(form);
    notify();
    return () => {
      dirtyForms.delete(form);
      notify();
    };
  }, [dirty]);
}
