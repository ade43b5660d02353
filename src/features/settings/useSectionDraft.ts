import { useEffect, useState } from 'react';
import { useUnsavedChanges } from '../../kit/index.ts';

/**
 * The section's edited value: the value in effect until the user changes it, again after a load.
 * While it differs, leaving the page or choosing another location asks first.
 */
export function useSectionDraft<V>(effective: V) {
  const [draft, setDraft] = useState(effective);
  const key = JSON.stringify(effective);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the loaded value changes
  useEffect(() => setDraft(effective), [key]);
  const dirty = JSON.stringify(draft) !== key;
  useUnsavedChanges(dirty);
  return { draft, setDraft, dirty };
}

/** A fresh Idempotency-Key per Save click (a retry of the same click reuses it). */
export function newAttempt(): string {
  return crypto.randomUUID();
}
