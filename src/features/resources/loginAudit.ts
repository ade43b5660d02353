import { useCallback, useEffect, useState } from 'react';
import type { RetrieveUserLoginAuditResponse, UserLogEntry } from '../../../contract/resources.ts';
import { useApiClient, useOnlineOperation } from '../../kit/index.ts';

type Cursor = RetrieveUserLoginAuditResponse['next'];

/**
 * The organisation's sign-ins (userOperations/retrieveUserLoginAudit), newest first, a page at a
 * time: `loadOlder` appends the next page. Online only; a new search starts over.
 */
export function useLoginAudit(search: string) {
  const api = useApiClient();
  const [entries, setEntries] = useState<UserLogEntry[]>([]);
  const [next, setNext] = useState<Cursor>(undefined);
  const load = useOnlineOperation(async (text: string, before: Cursor) => {
    const answer = await api.call('userOperations/retrieveUserLoginAudit', {
      query: { ...(text ? { search: text } : {}), ...(before ? { before } : {}) },
    });
    setEntries((shown) => (before ? [...shown, ...answer.entries] : answer.entries));
    setNext(answer.next);
    return answer.entries.length;
  });
  const { run } = load;
  useEffect(() => {
    void run(search, undefined);
  }, [search, run]);
  const loadOlder = useCallback(() => void run(search, next), [run, search, next]);
  const reload = useCallback(() => void run(search, undefined), [run, search]);
  return { state: load.state, entries, hasOlder: next !== undefined, loadOlder, reload };
}
