import type { GatehouseApi, Site } from './api.ts';

/** An evacuation started through the API, and how to end it. */
export interface StartedEvacuation {
  activatedTimestamp: number;
  end(): Promise<void>;
}

/**
 * Starts an evacuation of the visitors on site at `site` through evacuationOperations
 * (updateEvacActivation), as the evacuation control does; `end()` ends it the same way.
 */
export async function startEvacuation(api: GatehouseApi, site: Site): Promise<StartedEvacuation> {
  const activatedTimestamp = Date.now();
  const answer = await api.call<{ key: string }>('evacuationOperations/updateEvacActivation', {
    evacActivationOperation: {
      audience: ['onsiteVisitors'],
      EntityHierarchy: site.hierarchy,
      active: true,
      activatedTimestamp,
      lmt: activatedTimestamp,
    },
  });
  if (answer.key !== 'EVAC_ACTIVATION_UPDATED') {
    throw new Error(`Starting an evacuation at ${site.name} answered ${answer.key}`);
  }
  return {
    activatedTimestamp,
    end: async () => {
      const lmt = Date.now();
      await api.call('evacuationOperations/updateEvacActivation', {
        evacDeactivationOperation: { EntityHierarchy: site.hierarchy, activatedTimestamp, lmt },
      });
    },
  };
}
