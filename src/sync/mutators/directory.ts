import { msg } from '@lingui/core/macro';
import type {
  DirectoryPersonInput,
  FlowTypeRef,
  UpdateEmployeeDirectoryRequest,
} from '../../../contract/directory/directoryOperations.ts';
import {
  type DirectoryPersonRecord,
  directoryPersonRecord,
} from '../../../contract/directory/directoryRecord.ts';
import {
  DIRECTORY_FIELDS,
  type DirectoryPersonFields,
} from '../../../contract/directory/personRules.ts';
import { mutator } from './types.ts';

/**
 * One person's add, edit and delete in the directory (spec/workers.md §2 "Add/Modify person
 * form") as offline-capable mutators: the person as the form's row rules left them, written on
 * the device at once and sent as a one-person `upserts` / `deletes` list (plain JSON: the
 * outbox builds its bodies synchronously). The server checks the same rules again against its
 * directory; a clash that arose meanwhile comes back as not applied.
 */
export interface SavePersonArgs {
  hierarchy: string;
  ProfileId: string;
  /** The stored fields (contract storedFields: optional ones left out when empty). */
  person: Partial<DirectoryPersonFields>;
  flowTypeRef: FlowTypeRef;
  /** True when the person exists (the label says edit). */
  editing: boolean;
}

export interface DeletePeopleArgs {
  people: { hierarchy: string; ProfileId: string }[];
}

const nameOf = (person: Partial<DirectoryPersonFields>) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');

export const saveDirectoryPerson = mutator<SavePersonArgs, DirectoryPersonRecord>()({
  name: 'directory.savePerson',
  label: (args) => {
    const name = nameOf(args.person);
    return args.editing ? msg`Edit ${name} in the directory` : msg`Add ${name} to the directory`;
  },
  affects: (args) => [{ table: 'directory', key: [args.hierarchy, args.ProfileId] }],
  apply: (current, args, context) => {
    const base: Record<string, unknown> = { ...(current ?? {}) };
    for (const field of DIRECTORY_FIELDS) delete base[field];
    return directoryPersonRecord.parse({
      lmt: context.clientTime,
      changeSeq: 0,
      ...base,
      ...args.person,
      ProfileId: args.ProfileId,
      flowTypeRef: args.flowTypeRef,
      EntityHierarchy: args.hierarchy,
    });
  },
  request: (args) => {
    const upsert: DirectoryPersonInput = {
      ...args.person,
      ProfileId: args.ProfileId,
      flowTypeRef: args.flowTypeRef,
    };
    return {
      operation: 'directoryOperations/updateEmployeeDirectory',
      body: {
        operations: { EntityHierarchy: args.hierarchy, upserts: [upsert] },
      } satisfies UpdateEmployeeDirectoryRequest,
    };
  },
});

/** Deletes people of one location per request: the outbox sends one body per mutation. */
export const deleteDirectoryPeople = mutator<DeletePeopleArgs, DirectoryPersonRecord>()({
  name: 'directory.deletePeople',
  label: (args) => {
    const count = args.people.length;
    return msg`Delete people from the directory (${count})`;
  },
  affects: (args) =>
    args.people.map((p) => ({ table: 'directory', key: [p.hierarchy, p.ProfileId] })),
  apply: () => null,
  request: (args) => ({
    operation: 'directoryOperations/updateEmployeeDirectory',
    body: {
      operations: {
        EntityHierarchy: args.people[0]?.hierarchy ?? '',
        deletes: args.people.map((p) => ({ ProfileId: p.ProfileId })),
      },
    } satisfies UpdateEmployeeDirectoryRequest,
  }),
});
