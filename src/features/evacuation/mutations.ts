import { useCallback } from 'react';
import { type ArgsOf, useMutator, useSessionUser } from '../../kit/index.ts';

/** A SAFE / NOT_SAFE mark of one or more people, as the roll call gives it. */
export type EvacMark = Omit<ArgsOf<'evacuation.markStatus'>, 'responder'>;

/**
 * Marks people SAFE or NOT_SAFE. Works offline: the mark shows at once and is sent by the
 * outbox; the signed-in user is the responder the roll call shows until the server's copy arrives.
 */
export function useMarkEvacStatus(): (mark: EvacMark) => Promise<void> {
  const mutate = useMutator();
  const { email, name } = useSessionUser();
  return useCallback(
    (mark) => mutate('evacuation.markStatus', { ...mark, responder: { email, name } }),
    [mutate, email, name],
  );
}
