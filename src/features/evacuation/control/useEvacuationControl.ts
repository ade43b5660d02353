import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import {
  type EvacAudience,
  EXISTING_ACTIVE_EVACUATION,
  EXISTING_ARCHIVED_EVACUATION,
  HIERARCHY_NOT_FOUND,
} from '../../../../contract/evacuation.ts';
import { canChangeEvacuation } from '../../../config/roles.ts';
import {
  useApiClient,
  useLocationAccess,
  useOnlineOperation,
  refusalKey,
  useOperationAccess,
  useSessionUser,
} from '../../../kit/index.ts';
import { enabledAudiences } from './evacuationAudiences.ts';
import {
  activationTargets,
  type EvacuationWatch,
  evacuationWatch,
  startRoots,
} from './evacuationScope.ts';
import type { Evacuation } from './useActiveEvacuation.ts';

export interface EvacuationControlAccess {
  /**
   * Whether the control shows (visitors.md §6): the tenant enables an audience at the location,
   * the user has amEvacAdmin and is ADMIN at the selected location (each top-level location for
   * 'ALL'), evacuation messaging is on there and, in multi-tenant mode, the multi-tenant
   * evacuation trigger: the access policy of updateEvacActivation, as the server checks it.
   */
  visible: boolean;
  /** The selected location or 'ALL'. */
  root: string;
  /** Where a start goes: the selected location, or each top-level location for 'ALL'. */
  targets: string[];
  /** The evacuations scope to mirror (see evacuationWatch). */
  watch: EvacuationWatch | undefined;
  /** The audiences the tenant enables at the selection, in display order. */
  offered: EvacAudience[];
  /** A label of the selected location for the confirmation. */
  label: string;
}

const ACTIVATION = 'evacuationOperations/updateEvacActivation';

/** Whether and where the signed-in user may start or end an evacuation. */
export function useEvacuationControlAccess(): EvacuationControlAccess {
  const { config, root, features, labelOf } = useLocationAccess();
  const selected = root ?? '';
  const access = useOperationAccess(ACTIVATION, root ? [root] : []);
  return useMemo(() => {
    const tree = config?.deepStructure ?? [];
    const offered = enabledAudiences(features);
    const watch = root ? evacuationWatch(tree, root) : undefined;
    return {
      visible: root !== undefined && access.allowed && offered.length > 0 && watch !== undefined,
      root: selected,
      targets: root ? activationTargets(tree, root) : [],
      watch,
      offered,
      label: root ? labelOf(root) : '',
    };
  }, [config, root, selected, features, labelOf, access.allowed]);
}

/** True when the signed-in user started every one of `active` (visitors.md §6: only they end it). */
export function useMayEnd(active: readonly Evacuation[]): boolean {
  const user = useSessionUser();
  return (
    active.length > 0 &&
    active.every((evacuation) =>
      canChangeEvacuation({ active: true, initiator: evacuation.initiator ?? '' }, user),
    )
  );
}

export type StartOutcome = 'started' | 'alreadyActive';

/**
 * Starting and ending an evacuation: online only (the server decides at that moment whether
 * one is already active), so offline they end in `needs-connection` and nothing is queued.
 * Start sends one updateEvacActivation per target with the clock-corrected current time; end
 * sends one per start among the active evacuations (startRoots: its top location and
 * activatedTimestamp; the server ends the events below it with it). An evacuation
 * already active there (start) or already ended (end) is not a failure. 'Hierarchy not found'
 * and 'Not Authorized' are shown in the user's language; a lost connection stays a connection
 * failure so the kit offers Retry.
 */
export function useEvacuationActivation() {
  const api = useApiClient();
  const { t } = useLingui();

  const explain = (error: unknown): unknown => {
    const key = refusalKey(error);
    if (key === HIERARCHY_NOT_FOUND) return new Error(t`Hierarchy not found`);
    if (key === 'NOT_AUTHORIZED') return new Error(t`Not Authorized`);
    return error;
  };
  const serverNow = () => Math.round(Date.now() + (api.serverClock.offset() ?? 0));

  const start = useOnlineOperation(
    async (
      targets: readonly string[],
      audience: readonly EvacAudience[],
    ): Promise<StartOutcome> => {
      if (targets.length === 0) throw new Error(t`Hierarchy not found`);
      const activatedTimestamp = serverNow();
      let outcome: StartOutcome = 'alreadyActive';
      for (const EntityHierarchy of targets) {
        try {
          await api.call(ACTIVATION, {
            evacActivationOperation: {
              audience: [...audience],
              EntityHierarchy,
              active: true,
              activatedTimestamp,
              lmt: activatedTimestamp,
            },
          });
          outcome = 'started';
        } catch (error) {
          if (refusalKey(error) !== EXISTING_ACTIVE_EVACUATION) throw explain(error);
        }
      }
      return outcome;
    },
  );

  const end = useOnlineOperation(async (active: readonly Evacuation[]): Promise<'ended'> => {
    for (const evacuation of startRoots(active)) {
      try {
        await api.call(ACTIVATION, {
          evacDeactivationOperation: {
            EntityHierarchy: evacuation.EntityHierarchy,
            activatedTimestamp: evacuation.activatedTimestamp,
            lmt: evacuation.lmt,
          },
        });
      } catch (error) {
        if (refusalKey(error) !== EXISTING_ARCHIVED_EVACUATION) throw explain(error);
      }
    }
    return 'ended';
  });

  return { start, end };
}
