import { ALL_LOCATIONS, organisationOf } from './hierarchy.ts';

/**
 * `ALL` is a selection, never a location (docs/security-tenancy.md): a read may select `ALL` in a
 * selection list (`hierarchies`), which stands for the caller's access roots; every other
 * location a request names is a record key or the place of a change, so it must be a concrete
 * location of the caller's organisation. The server checks this for every operation before its
 * access policy (server/api/policy/enforcePolicy.ts); the client checks it before it sends or
 * queues a change (src/kit/api).
 */

/** A location a request body names, with where it stands (`logEntries.0.EntityHierarchy`). */
export interface NamedLocation {
  path: string;
  hierarchy: string;
  /** An entry of a selection list (`hierarchies`): a read may select 'ALL' there. */
  selection: boolean;
}

const LOCATION_FIELD = /hierarchy$/i;
const SELECTION_FIELD = /hierarchies$/i;

/**
 * Every location key in a request body: each string of a field whose name ends in `Hierarchy`
 * (EntityHierarchy, entityHierarchy, sourceHierarchy, ...) and each string of a list whose name
 * ends in `hierarchies` (a selection), at any depth.
 */
export function namedLocations(body: unknown, path = ''): NamedLocation[] {
  if (Array.isArray(body)) {
    return body.flatMap((item, index) => namedLocations(item, join(path, String(index))));
  }
  if (body === null || typeof body !== 'object') return [];
  return Object.entries(body).flatMap(([field, value]): NamedLocation[] => {
    const at = join(path, field);
    if (typeof value === 'string' && LOCATION_FIELD.test(field)) {
      return [{ path: at, hierarchy: value, selection: false }];
    }
    if (Array.isArray(value) && SELECTION_FIELD.test(field)) {
      return value.flatMap((item, index) =>
        typeof item === 'string'
          ? [{ path: join(at, String(index)), hierarchy: item, selection: true }]
          : namedLocations(item, join(at, String(index))),
      );
    }
    return namedLocations(value, at);
  });
}

function join(path: string, field: string): string {
  return path === '' ? field : `${path}.${field}`;
}

/** Why a request's locations are refused before its access policy is looked at. */
export type NamedLocationRefusal =
  /** 'ALL' where a concrete location is needed: a change, or a record's key. */
  | { reason: 'selection'; path: string }
  /** A location outside the caller's organisation (the organisation comes from the session). */
  | { reason: 'organisation'; path: string; hierarchy: string };

/**
 * The first location of a request that no caller of `organisationId` may name, or null: 'ALL'
 * anywhere in a change (`mutates`) and outside a selection list in a read; any location whose
 * organisation (first level) is not the caller's.
 */
export function namedLocationRefusal(
  request: { body: unknown; mutates: boolean },
  organisationId: string,
): NamedLocationRefusal | null {
  for (const { path, hierarchy, selection } of namedLocations(request.body)) {
    if (hierarchy === ALL_LOCATIONS) {
      if (request.mutates || !selection) return { reason: 'selection', path };
      continue;
    }
    if (organisationOf(hierarchy) !== organisationId) {
      return { reason: 'organisation', path, hierarchy };
    }
  }
  return null;
}

/**
 * Where `body` names 'ALL' where one location is needed (anywhere in a change, outside a
 * selection list in any request), or undefined. Without `mutates` (the client, which loads the
 * operation table lazily) only the second rule applies: no change has a selection list.
 */
export function misplacedSelection(body: unknown, mutates = false): string | undefined {
  return namedLocations(body).find(
    ({ hierarchy, selection }) => hierarchy === ALL_LOCATIONS && (mutates || !selection),
  )?.path;
}

/** The refusal of a location named 'ALL' where one location is needed, as the answer says it. */
export function selectionRefusalMessage(path: string): string {
  return `${path}: 'ALL' is a selection, not a location: name one location`;
}
