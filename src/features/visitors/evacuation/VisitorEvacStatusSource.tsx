import { useEffect } from 'react';
import { EvacStatusStyles } from '../../evacuation/components/EvacStatusBadge.tsx';
import { type SubtreeQuery, useVisitorEvacStatus } from '../../evacuation/queries.ts';
import { useEvacMarkRefusals } from '../../evacuation/useEvacMarkRefusals.ts';
import type { VisitorEvacStatusOf } from './types.ts';

export interface VisitorEvacStatusSourceProps extends SubtreeQuery {
  /** Receives the status of a row (useVisitorEvacStatus): null while no evacuation is active. */
  onChange: (statusOf: VisitorEvacStatusOf | null) => void;
}

/**
 * The visitor log's evacuation part, loaded after its first rows (DeferredVisitorEvacStatus):
 * reads the active evacuations and their marks, hands the page each row's status, announces
 * refused marks, and renders the blinking styles during an evacuation.
 */
export function VisitorEvacStatusSource({
  root,
  hierarchies,
  onChange,
}: VisitorEvacStatusSourceProps) {
  const statusOf = useVisitorEvacStatus({ root, hierarchies });
  useEvacMarkRefusals();
  useEffect(() => onChange(statusOf), [statusOf, onChange]);
  useEffect(() => () => onChange(null), [onChange]);
  return statusOf ? <EvacStatusStyles /> : null;
}
