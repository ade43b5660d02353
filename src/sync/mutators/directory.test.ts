import { describe, expect, test } from 'vitest';
import { OPERATIONS } from '../../../contract/index.ts';
import { deleteDirectoryPeople, saveDirectoryPerson } from './directory.ts';

const context = { mutationId: 'm-1', clientTime: 1_700_000_000_000 };
const args = {
  hierarchy: 'acme#north#jhb-hq',
  ProfileId: 'p-1',
  person: {
    firstName: 'Thandi',
    lastName: 'Nkosi',
    personalIdentificationNr: 'ID1',
    organizationIdValue: 'E1',
    tags: ['NIGHT'],
  },
  flowTypeRef: { flowId: 'workers', flowNature: 1 as const },
  editing: true,
};

describe('directory mutators', () => {
  test('save writes the person on the device, keeping fields the form does not own, dropping cleared ones', () => {
    const current = {
      EntityHierarchy: args.hierarchy,
      ProfileId: 'p-1',
      lmt: 5,
      changeSeq: 3,
      email: 'old@acme.example',
      referenceImageKey: 'images/p-1',
    };
    const next = saveDirectoryPerson.apply(current, args, context, {
      table: 'directory',
      key: [args.hierarchy, 'p-1'],
    });
    expect(next).toMatchObject({
      firstName: 'Thandi',
      tags: ['NIGHT'],
      referenceImageKey: 'images/p-1',
      lmt: 5,
    });
    expect(next).not.toHaveProperty('email');
  });

  test('save sends a one-person upserts list the operation schema accepts', () => {
    const { operation, body } = saveDirectoryPerson.request(args, context);
    expect(operation).toBe('directoryOperations/updateEmployeeDirectory');
    expect(OPERATIONS[operation].request.safeParse(body).success).toBe(true);
  });

  test('delete removes the people on the device and sends a deletes list', () => {
    const people = [{ hierarchy: args.hierarchy, ProfileId: 'p-1' }];
    expect(
      deleteDirectoryPeople.apply({} as never, { people }, context, {
        table: 'directory',
        key: [args.hierarchy, 'p-1'],
      }),
    ).toBeNull();
    const { operation, body } = deleteDirectoryPeople.request({ people }, context);
    expect(body).toEqual({
      operations: { EntityHierarchy: args.hierarchy, deletes: [{ ProfileId: 'p-1' }] },
    });
    expect(OPERATIONS[operation].request.safeParse(body).success).toBe(true);
  });
});
