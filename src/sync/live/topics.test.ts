import { describe, expect, it } from 'vitest';
import type { ScopeRow } from '../../db/database.ts';
import { topicsForScopes } from './topics.ts';

const scope = (root: string): ScopeRow => ({
  id: root,
  family: 'visitorLog',
  root,
  hierarchies: [root],
  beginTime: 0,
  endTime: 1,
  cursor: null,
  lastSyncedAt: null,
  status: 'loading',
});

describe('topicsForScopes', () => {
  it('subscribes each scope subtree once, nested roots folded into their ancestor', () => {
    expect(topicsForScopes([scope('acme#north'), scope('acme#north#jhb')], 'acme', [])).toEqual([
      'visitorEvents/acme/north/#',
      'globalEvents/acme',
    ]);
  });

  it('subscribes ALL through the top-level locations', () => {
    expect(topicsForScopes([scope('ALL')], 'acme', ['acme#north', 'acme#south'])).toEqual([
      'visitorEvents/acme/north/#',
      'visitorEvents/acme/south/#',
      'globalEvents/acme',
    ]);
  });

  it('never asks for more than 8 topics', () => {
    const roots = Array.from({ length: 9 }, (_, i) => scope(`acme#site${i}`));
    const topics = topicsForScopes(roots, 'acme', []);
    expect(topics).toEqual(['visitorEvents/acme/#', 'globalEvents/acme']);
    const seven = topicsForScopes(roots.slice(0, 7), 'acme', []);
    expect(seven).toHaveLength(8);
  });
});
