import { useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useRejectedMutations } from '../../kit/index.ts';

const MARK_MUTATOR = 'evacuation.markStatus';

/**
 * 'Evacuation update failed' (spec/visitors.md §5: the answer was not EVAC_UPDATED) for each
 * mark the server refuses while the page is open, with the server's reason. Refusals already
 * known when the page opens are in the sync indicator's list and are not announced again.
 */
export function useEvacMarkRefusals(): void {
  const { t } = useLingui();
  const rejected = useRejectedMutations();
  const known = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!rejected) return;
    const marks = rejected.filter((row) => row.mutator === MARK_MUTATOR);
    if (known.current === null) {
      known.current = new Set(marks.map((row) => row.id));
      return;
    }
    for (const row of marks) {
      if (known.current.has(row.id)) continue;
      known.current.add(row.id);
      notifications.show({
        color: 'red',
        title: t`Evacuation update failed`,
        message: row.lastError || t`No reason given`,
      });
    }
  }, [rejected, t]);
}
