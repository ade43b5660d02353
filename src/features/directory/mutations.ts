import { useCallback, useMemo } from 'react';
import {
  type ArgsOf,
  isMutationOf,
  useMutator,
  useRejectedMutations,
  useSyncEngine,
} from '../../kit/index.ts';

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

/** A change to the directory the server refused ("not applied"), with what the user asked. */
export type DirectoryRefusal =
  | { id: string; kind: 'add' | 'edit'; args: ArgsOf<'directory.savePerson'>; reason: string }
  | { id: string; kind: 'delete'; args: ArgsOf<'directory.deletePeople'>; reason: string };

const SAVE = 'directory.savePerson';
const DELETE = 'directory.deletePeople';

/**
 * The directory's refused adds, edits and deletes at these locations, oldest first, until the
 * user retries or discards them. The refused change's arguments are the user's input: a
 * refused add is no longer in the table (the device shows the server's directory again), so
 * this is where it is kept.
 */
export function useDirectoryRefusals(hierarchies: readonly string[]): DirectoryRefusal[] {
  const rejected = useRejectedMutations();
  return useMemo(() => {
    const here = new Set(hierarchies);
    const refusals: DirectoryRefusal[] = [];
    for (const row of rejected ?? []) {
      const reason = row.lastError ?? '';
      if (isMutationOf(row, SAVE)) {
        const { args } = row;
        if (!here.has(args.hierarchy)) continue;
        refusals.push({ id: row.id, kind: args.editing ? 'edit' : 'add', args, reason });
      } else if (isMutationOf(row, DELETE)) {
        const { args } = row;
        if (!args.people.some((person) => here.has(person.hierarchy))) continue;
        refusals.push({ id: row.id, kind: 'delete', args, reason });
      }
    }
    return refusals;
  }, [rejected, hierarchies]);
}

/** Removes a refused change from the "not applied" list (after a retry, or to discard it). */
export function useDiscardRefusal() {
  const engine = useSyncEngine();
  return useCallback((id: string) => engine.dismissRejected(id), [engine]);
}
