import { useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useRejectedMutations } from './hooks.ts';

/**
 * A red notification titled `title`, with the server's reason, for each change of the given
 * mutators that the server refuses while the calling page is open (a change queued offline is
 * judged when it arrives). Refusals already known when the page opens are in the sync
 * indicator's "not applied" list and are not announced again; nothing is dropped: the refused
 * change stays in that list until dismissed. `reasonOf` words the server's reason for the user
 * (by default it is shown as sent); keep it stable (useCallback).
 */
export function useRefusalNotices(
  mutators: readonly string[],
  title: string,
  reasonOf?: (serverMessage: string | undefined) => string,
): void {
  const { t } = useLingui();
  const rejected = useRejectedMutations();
  const known = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!rejected) return;
    const refused = rejected.filter((row) => mutators.includes(row.mutator));
    if (known.current === null) {
      known.current = new Set(refused.map((row) => row.id));
      return;
    }
    for (const row of refused) {
      if (known.current.has(row.id)) continue;
      known.current.add(row.id);
      const message = reasonOf ? reasonOf(row.lastError) : row.lastError || t`No reason given`;
      notifications.show({ color: 'red', title, message });
    }
  }, [rejected, mutators, title, reasonOf, t]);
}
