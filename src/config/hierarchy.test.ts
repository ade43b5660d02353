import { describe, expect, it } from 'vitest';
import type { HierarchyNode } from '../../contract/hierarchyConfig.ts';
import {
  defaultSelection,
  findNode,
  flattenTree,
  locationLabel,
  offersAllLocations,
  subtreeKeys,
} from './hierarchy.ts';

const node = (key: string, children: HierarchyNode[] = []): HierarchyNode => ({
  hierarchyStructure: key,
  children,
});
const twoRegions = [
  node('acme#north', [node('acme#north#jhb'), node('acme#north#pta')]),
  node('acme#south', [node('acme#south#cpt')]),
];
const oneSite = [node('acme#north#jhb')];

describe('locationLabel', () => {
  const flags = {
    'acme#north#jhb': {
      entityLocationData: { companyName: 'Acme', locationShortDescription: 'Johannesburg' },
    },
    'acme#north#pta': { entityLocationData: { companyName: 'Acme' } },
  };
  it.each([
    ['acme#north#jhb', 'Acme - Johannesburg'],
    ['acme#north#pta', 'acme#north#pta'],
    ['acme#south', 'acme#south'],
  ])('%s is labelled %j', (key, label) => {
    expect(locationLabel(key, flags)).toBe(label);
  });
});

describe('the ALL rule', () => {
  it('offers ALL only with more than one top-level location', () => {
    expect(offersAllLocations(twoRegions)).toBe(true);
    expect(offersAllLocations(oneSite)).toBe(false);
    expect(offersAllLocations([])).toBe(false);
  });

  it('defaults to the stored choice, else ALL when offered, else the first location', () => {
    expect(defaultSelection(twoRegions, 'acme#south#cpt')).toBe('acme#south#cpt');
    expect(defaultSelection(twoRegions, 'gone#key')).toBe('ALL');
    expect(defaultSelection(twoRegions, null)).toBe('ALL');
    expect(defaultSelection(oneSite, 'ALL')).toBe('acme#north#jhb');
    expect(defaultSelection([], null)).toBeUndefined();
  });
});

describe('tree helpers', () => {
  it('flattens parents before children with their depth', () => {
    expect(flattenTree(twoRegions)).toEqual([
      { key: 'acme#north', level: 0, hasChildren: true },
      { key: 'acme#north#jhb', level: 1, hasChildren: false },
      { key: 'acme#north#pta', level: 1, hasChildren: false },
      { key: 'acme#south', level: 0, hasChildren: true },
      { key: 'acme#south#cpt', level: 1, hasChildren: false },
    ]);
  });

  it('lists the keys of a subtree, root included', () => {
    expect(subtreeKeys(twoRegions, 'acme#north')).toEqual([
      'acme#north',
      'acme#north#jhb',
      'acme#north#pta',
    ]);
    expect(subtreeKeys(twoRegions, 'acme#north#pta')).toEqual(['acme#north#pta']);
    expect(subtreeKeys(twoRegions, 'ALL')).toHaveLength(5);
    expect(subtreeKeys(twoRegions, 'acme#nor')).toEqual([]);
  });

  it('finds a node by key', () => {
    expect(findNode(twoRegions, 'acme#south#cpt')?.children).toEqual([]);
    expect(findNode(twoRegions, 'ALL')).toBeUndefined();
  });
});
