import { useCallback, useRef } from 'react';

/**
 * The Idempotency-Key of a dialog's online change: the same request sent again (Retry after a lost
 * answer) keeps its key, so the server applies it once; a request the user changed after a
 * refusal gets a new key, as the server refuses a key reused with another body (422).
 */
export function useAttemptKey(): (request: unknown) => string {
  const last = useRef<{ request: string; key: string } | null>(null);
  return useCallback((request: unknown) => {
    const text = JSON.stringify(request);
    if (last.current?.request !== text) last.current = { request: text, key: crypto.randomUUID() };
    return last.current.key;
  }, []);
}
