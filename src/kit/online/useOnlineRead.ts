import { useCallback, useEffect } from 'react';
import { explainRefusal } from './refusals.ts';
import { type OnlineOperation, useOnlineOperation } from './useOnlineOperation.ts';

/**
 * An online-only read of one location (an admin page's list or settings): run when `at` changes,
 * again with `reload` after a change. A refusal by the server reads as `refused` (the page's own
 * words); a lost connection stays needs-connection.
 */
export function useOnlineRead<T>(
  at: string | undefined,
  read: (location: string) => Promise<T>,
  refused: string,
): OnlineOperation<[string], T> & { reload: () => Promise<void> } {
  const load = useOnlineOperation(async (location: string): Promise<T> => {
    try {
      return await read(location);
    } catch (error) {
      explainRefusal(error, () => refused);
    }
  });
  const { run } = load;
  useEffect(() => {
    if (at) void run(at);
  }, [at, run]);
  const reload = useCallback(() => (at ? run(at) : Promise.resolve()), [at, run]);
  return { ...load, reload };
}
