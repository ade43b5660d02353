import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OPERATIONS } from '../operations.ts';
import { OPERATION_POLICIES } from '../policies.ts';
import { OWN_SUCCESS_KEYS } from '../successKeys.ts';
import { DEFINED_OPERATIONS, OPERATION_DEFINITIONS } from './index.ts';

/** Whether an answer of `schema` (an object, or a union of them) may carry `key`. */
function acceptsKey(schema: z.core.$ZodType, key: string): boolean {
  if (schema instanceof z.core.$ZodObject) {
    const keySchema = schema._zod.def.shape.key;
    return keySchema !== undefined && z.safeParse(keySchema, key).success;
  }
  if (schema instanceof z.core.$ZodUnion) {
    return schema._zod.def.options.some((option) => acceptsKey(option, key));
  }
  return false;
}

describe('the operation list (contract/operations/)', () => {
  it('names every definition once', () => {
    const names = DEFINED_OPERATIONS.map((definition) => definition.name);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(OPERATION_DEFINITIONS).sort()).toEqual([...names].sort());
  });

  it.each(DEFINED_OPERATIONS.map((d) => [d.name, d] as const))(
    '%s has schemas, success keys and a policy, and the registries hold them',
    (name, d) => {
      expect(d.request.safeParse).toBeTypeOf('function');
      expect(d.response.safeParse).toBeTypeOf('function');
      expect(d.successKeys.length).toBeGreaterThan(0);
      expect(d.policy.targets).toBeTypeOf('function');
      expect(OPERATIONS[name]).toEqual({
        request: d.request,
        response: d.response,
        mutates: d.mutates,
      });
      expect(OPERATION_POLICIES[name]).toBe(d.policy);
      expect(OWN_SUCCESS_KEYS[name]).toEqual(d.successKeys);
    },
  );

  it('gives each success key an answer its response schema accepts', () => {
    for (const d of DEFINED_OPERATIONS) {
      for (const key of d.successKeys)
        expect([d.name, acceptsKey(d.response, key)]).toEqual([d.name, true]);
    }
  });

  it.each(Object.entries(OPERATIONS))(
    '%s (every registry entry) has a policy and schemas',
    (name, entry) => {
      expect(entry.request.safeParse).toBeTypeOf('function');
      expect(entry.response.safeParse).toBeTypeOf('function');
      expect(Object.hasOwn(OPERATION_POLICIES, name)).toBe(true);
    },
  );

  it('marks record writes as mutations, and gives offline-capable mutations a record write', () => {
    // Offline writes that are not one pure rule yet: their handlers and mutators keep their own
    // write (docs/architecture.md "Adding an operation"). The list may only shrink.
    const ownWrites = [
      'visitorLogOperations/signInVisitor',
      'directoryOperations/updateEmployeeDirectory',
      'directoryOperations/updateHostDirectory',
      'parkingOperations/processParkingBooking',
    ];
    for (const d of DEFINED_OPERATIONS) {
      // An online-only write (the photo review, the screening reset) may define its records too.
      if (d.records) expect(d.mutates).toBe(true);
      if (d.mutates && d.policy.connectivity === 'offlineCapable') {
        expect(Boolean(d.records), d.name).toBe(!ownWrites.includes(d.name));
      }
    }
  });
});
