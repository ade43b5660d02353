import { useCallback } from 'react';
import { type FamilyRecords, useFamilyRecords } from '../../kit/index.ts';
import { compareInvites, type InviteRow, matchesInviteSearch } from './inviteRows.ts';

export interface InviteLogQuery {
  root: string;
  hierarchies: string[];
  beginTime: number;
  endTime: number;
  search: string;
}

/**
 * The invites of the selected subtree expected in a window, soonest first, filtered by a search.
 * Invites have no live topic: the sync engine refreshes them when globalEvents announces a change.
 */
export function useInviteLog(query: InviteLogQuery): FamilyRecords<'invites'> {
  const { search } = query;
  const filter = useCallback((invite: InviteRow) => matchesInviteSearch(invite, search), [search]);
  return useFamilyRecords({
    family: 'invites',
    root: query.root,
    hierarchies: query.hierarchies,
    beginTime: query.beginTime,
    endTime: query.endTime,
    filter,
    sort: compareInvites,
  });
}
