import { useCallback } from 'react';
import { type ArgsOf, useMutator } from '../../kit/index.ts';

/** Add or edit one person (offline-capable: a mutator through the outbox). */
export function useSavePerson() {
  const mutate = useMutator();
  return useCallback(
    (args: ArgsOf<'directory.savePerson'>) => mutate('directory.savePerson', args),
    [mutate],
  );
}

/** Deletes people, one mutation per location and at most 500 a time (the server's list limit). */
export function useDeletePeople() {
  const mutate = useMutator();
  return useCallback(
    async (people: readonly { hierarchy: string; ProfileId: string }[]) => {
      const byLocation = new Map<string, { hierarchy: string; ProfileId: string }[]>();
      for (const person of people) {
        const list = byLocation.get(person.hierarchy) ?? [];
        list.push(person);
        byLocation.set(person.hierarchy, list);
      }
      for (const list of byLocation.values()) {
        for (let i = 0; i < list.length; i += 500) {
          await mutate('directory.deletePeople', { people: list.slice(i, i + 500) });
        }
      }
    },
    [mutate],
  );
}
