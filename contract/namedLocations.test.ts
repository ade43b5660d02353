import { describe, expect, test } from 'vitest';
import { misplacedSelection, namedLocationRefusal, namedLocations } from './namedLocations.ts';

describe('the locations a request names', () => {
  test('finds every *Hierarchy field and selection list at any depth', () => {
    const body = {
      operations: { EntityHierarchy: 'acme#a', sourceHierarchy: 'acme#b' },
      upsert: { update: { entityHierarchy: 'acme#c' } },
      query: { hierarchies: ['ALL', 'acme#d'] },
      logEntries: [{ EntityHierarchy: 'acme#e', evtTimeStampProfileID: '1#p' }],
      name: 'acme#not-a-location',
    };
    expect(namedLocations(body)).toEqual([
      { path: 'operations.EntityHierarchy', hierarchy: 'acme#a', selection: false },
      { path: 'operations.sourceHierarchy', hierarchy: 'acme#b', selection: false },
      { path: 'upsert.update.entityHierarchy', hierarchy: 'acme#c', selection: false },
      { path: 'query.hierarchies.0', hierarchy: 'ALL', selection: true },
      { path: 'query.hierarchies.1', hierarchy: 'acme#d', selection: true },
      { path: 'logEntries.0.EntityHierarchy', hierarchy: 'acme#e', selection: false },
    ]);
  });

  test("'ALL' is refused in a change and as a record's location, allowed as a read's selection", () => {
    const read = { query: { hierarchies: ['ALL'] } };
    expect(namedLocationRefusal({ body: read, mutates: false }, 'acme')).toBeNull();
    expect(namedLocationRefusal({ body: read, mutates: true }, 'acme')).toEqual({
      reason: 'selection',
      path: 'query.hierarchies.0',
    });
    const record = { eventTiming: { EntityHierarchy: 'ALL', evtTimeStampProfileID: '1#p' } };
    expect(misplacedSelection(record)).toBe('eventTiming.EntityHierarchy');
    expect(misplacedSelection(read)).toBeUndefined();
    expect(misplacedSelection(read, true)).toBe('query.hierarchies.0');
  });

  test("a location of another organisation is refused, whatever the caller's grants", () => {
    const body = { logEntries: [{ EntityHierarchy: 'globex#east', evtTimeStampProfileID: '1' }] };
    expect(namedLocationRefusal({ body, mutates: true }, 'acme')).toEqual({
      reason: 'organisation',
      path: 'logEntries.0.EntityHierarchy',
      hierarchy: 'globex#east',
    });
    expect(namedLocationRefusal({ body, mutates: true }, 'globex')).toBeNull();
    const read = { query: { hierarchies: ['globex'] } };
    expect(namedLocationRefusal({ body: read, mutates: false }, 'acme')).toMatchObject({
      reason: 'organisation',
    });
  });
});
