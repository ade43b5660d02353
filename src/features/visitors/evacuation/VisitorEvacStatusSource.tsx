import { useEffect } from 'react';
import { EvacStatusStyles } from '../../evacuation/components/EvacStatusBadge.tsx';
import { type SubtreeQuery, useVisitorEvacStatus } from '../../evacuation/queries.ts';
import { useEvacMarkRefusals } from '../../evacuation/useEvacMarkRefusals.ts';
import type { VisitorEvacStatusOf } from './types.ts';

export interface VisitorEvacStatusSourceProps extends SubtreeQuery {
  /** Evacuations started from this time on count (the log's range less the on-site look-back). */
  since: number;
  /** Receives the status of a row (useVisitorEvacStatus): null while no evacuation counts. */
  onChange: (statusOf: VisitorEvacStatusOf | null) => void;
}

/**
 * The visitor log's evacuation part, loaded after its first rows (DeferredVisitorEvacStatus):
 * reads the evacuations and their marks, hands the page each row's status, announces refused
 * marks, and renders the blinking styles while an evacuation is active.
 */
export function VisitorEvacStatusSource({
  root,
  hierarchies,
  since,
  onChange,
}: VisitorEvacStatusSourceProps) {
  const view = useVisitorEvacStatus({ root, hierarchies, since });
  useEvacMarkRefusals();
  const statusOf = view?.statusOf ?? null;
  useEffect(() => onChange(statusOf), [statusOf, onChange]);
  useEffect(() => () => onChange(null), [onChange]);
  return view?.anyActive ? <EvacStatusStyles /> : null;
}
