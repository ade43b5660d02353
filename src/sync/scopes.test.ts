import { describe, expect, it } from 'vitest';
import { inCatchUpOrder, type ScopeSpec, sameSpec, scopeId } from './scopes.ts';

const spec = (hierarchies: string[]): ScopeSpec => ({
  family: 'visitorLog',
  root: 'acme#north',
  hierarchies,
  beginTime: 1_700_000_000_000,
  endTime: 9_999_999_999_999,
});

describe('scopeId', () => {
  it('tells apart two views of one root and window that mirror different locations', () => {
    const wholeSubtree = spec(['acme#north', 'acme#north#jhb', 'acme#north#pta']);
    const markableOnly = spec(['acme#north#jhb']);
    expect(scopeId(wholeSubtree)).not.toBe(scopeId(markableOnly));
    expect(sameSpec(wholeSubtree, markableOnly)).toBe(false);
  });

  it('does not depend on the order the locations are listed in', () => {
    const a = spec(['acme#north', 'acme#north#jhb']);
    const b = spec(['acme#north#jhb', 'acme#north']);
    expect(scopeId(a)).toBe(scopeId(b));
    expect(sameSpec(a, b)).toBe(true);
  });

  it('stays short for a large subtree', () => {
    const many = spec(Array.from({ length: 500 }, (_, i) => `acme#site${i}`));
    expect(scopeId(many).length).toBeLessThan(80);
  });
});

describe('inCatchUpOrder', () => {
  it('puts the marks and the evacuations first and keeps the rest in order', () => {
    const ids = [
      'visitorLog|acme#north|0|9|a',
      'evacuations|acme#north|0|9|a',
      'workerLog|acme#north|0|9|a',
      'evacResponses|acme#north|0|9|a',
      'directory|acme#north|0|9|a',
      'evacResponses|acme#south|0|9|b',
    ];
    expect(inCatchUpOrder(ids)).toEqual([
      'evacResponses|acme#north|0|9|a',
      'evacResponses|acme#south|0|9|b',
      'evacuations|acme#north|0|9|a',
      'visitorLog|acme#north|0|9|a',
      'workerLog|acme#north|0|9|a',
      'directory|acme#north|0|9|a',
    ]);
  });
});
