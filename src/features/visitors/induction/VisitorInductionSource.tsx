import { useEffect, useMemo } from 'react';
import type { InductionConfiguration } from '../../../../contract/inductionConfig.ts';
import { useOperationAccessCheck } from '../../../kit/index.ts';
import { useInductionConfigurations } from '../../induction/queries.ts';

export type InductionConfigurations = ReadonlyMap<string, InductionConfiguration>;

export interface VisitorInductionSourceProps {
  hierarchies: readonly string[];
  /** Receives the configuration in force at each readable location, null until read. */
  onChange: (configurations: InductionConfigurations | null) => void;
}

/**
 * The visitor log's induction configurations (for expiry in the induction column), read online
 * for the locations whose configuration the user may read; a user who may read none (a HOST)
 * sees the column's states without expiry.
 */
export function VisitorInductionSource({ hierarchies, onChange }: VisitorInductionSourceProps) {
  const access = useOperationAccessCheck('inductionOperations/retrieveInductionConfiguration');
  const readable = useMemo(
    () => hierarchies.filter((hierarchy) => access([hierarchy]).allowed),
    [hierarchies, access],
  );
  return readable.length > 0 ? (
    <ConfigurationReader hierarchies={readable} onChange={onChange} />
  ) : null;
}

function ConfigurationReader({ hierarchies, onChange }: VisitorInductionSourceProps) {
  const { configurations } = useInductionConfigurations(hierarchies);
  useEffect(() => onChange(configurations), [configurations, onChange]);
  useEffect(() => () => onChange(null), [onChange]);
  return null;
}
