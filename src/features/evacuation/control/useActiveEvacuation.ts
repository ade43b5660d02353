import { useCallback, useMemo } from 'react';
import { type FamilyRecord, useFamilyRecords } from '../../../kit/index.ts';
import { type EvacuationWatch, overlapsSelection } from './evacuationScope.ts';

export type Evacuation = FamilyRecord<'evacuations'>;

export interface ActiveEvacuation {
  /** The active evacuations covering part of the selection, oldest first. */
  active: Evacuation[];
  /** When the first of them started (epoch ms), null when none is active. */
  since: number | null;
  /** Nothing known yet (the local read or the first load is still running). */
  loading: boolean;
}

const oldestFirst = (a: Evacuation, b: Evacuation) => a.activatedTimestamp - b.activatedTimestamp;

/**
 * The active evacuations at, above or below the `selected` location, from the local database
 * (a live query: a start or end from any device shows as soon as its event is applied). `watch`
 * is the scope mirrored for it (evacuationWatch: the top-level location holding the selection).
 */
export function useActiveEvacuation(watch: EvacuationWatch, selected: string): ActiveEvacuation {
  const keep = useCallback(
    (evacuation: Evacuation) =>
      evacuation.active && overlapsSelection(evacuation.EntityHierarchy, selected),
    [selected],
  );
  const { records, loading } = useFamilyRecords({
    family: 'evacuations',
    root: watch.root,
    hierarchies: watch.hierarchies,
    filter: keep,
    sort: oldestFirst,
  });
  return useMemo(() => {
    const active = records ?? [];
    return { active, since: active[0]?.activatedTimestamp ?? null, loading };
  }, [records, loading]);
}
