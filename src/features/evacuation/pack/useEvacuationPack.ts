import { useEffect, useMemo, useState } from 'react';
import { featuresFor } from '../../../../contract/features/features.ts';
import { roleAt } from '../../../config/roles.ts';
import {
  type ScopeRow,
  type ScopeSpec,
  useLocationSelection,
  useOnSiteLookbackMs,
  useOperationAccessCheck,
  useScopeRows,
  useSessionUser,
} from '../../../kit/index.ts';
import { evacuationPackScopes, type PackLocation } from './evacuationPack.ts';

const MARK = 'evacuationOperations/updateEvacStatus';
const HOUR_MS = 60 * 60_000;

/** The current time, re-read every hour (the pack's windows move once a day). */
function useHourlyNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), HOUR_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The scopes of the evacuation pack for the signed-in user (evacuationPackScopes): empty without
 * amEvacAdmin or while the hierarchy configuration loads. The same on every component that asks,
 * so the roll call reads the age of the scopes the shell keeps open.
 */
export function useEvacuationPackScopes(): ScopeSpec[] {
  const user = useSessionUser();
  const { config } = useLocationSelection();
  const markAccess = useOperationAccessCheck(MARK);
  const lookbackMs = useOnSiteLookbackMs();
  const now = useHourlyNow();
  const day = Math.floor(now / (24 * HOUR_MS));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the windows move by day, not by hour
  return useMemo(() => {
    if (!config || !user.flags.amEvacAdmin) return [];
    const access = config.access.length > 0 ? config.access : user.locations;
    const locationOf = (key: string): PackLocation => ({
      mayMark: markAccess([key]).allowed,
      features: featuresFor({
        tenantFlags: config.tenantFlags,
        location: key,
        role: roleAt(access, key, config.organisationId),
        flags: user.flags,
      }),
    });
    return evacuationPackScopes(config.deepStructure, locationOf, now, lookbackMs);
  }, [config, user, markAccess, day, lookbackMs]);
}

/** How fresh the pack on this device is. */
export interface EvacuationPackAge {
  /** The oldest last sync of the pack's scopes that have synced; null when none has. */
  updatedAt: number | null;
  /** Whether every scope of the pack has synced at least once. */
  complete: boolean;
}

/** The age of the evacuation pack (see EvacuationPack); undefined until read. */
export function useEvacuationPackAge(): EvacuationPackAge | undefined {
  const specs = useEvacuationPackScopes();
  const rows = useScopeRows(specs);
  return useMemo(() => (rows ? packAge(rows) : undefined), [rows]);
}

export function packAge(rows: readonly (ScopeRow | undefined)[]): EvacuationPackAge {
  const synced = rows.flatMap((row) => (row?.lastSyncedAt == null ? [] : [row.lastSyncedAt]));
  return {
    updatedAt: synced.length > 0 ? Math.min(...synced) : null,
    complete: rows.length > 0 && synced.length === rows.length,
  };
}
