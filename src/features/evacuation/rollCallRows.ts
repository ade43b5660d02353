import type { EvacResponseLike } from '../../../contract/transitions/evacuation.ts';
import { type DerivedEvacStatus, deriveEvacStatus, type RollCallStatus } from './evacStatus.ts';

export { isAccounted } from './evacStatus.ts';

import type { RollCallPerson } from './rollCallPeople.ts';

export type RollCallRow<R extends EvacResponseLike> = RollCallPerson & DerivedEvacStatus<R>;

export { marksByPerson } from '../../../contract/transitions/evacuation.ts';

/** Unaccounted first, so a marshal sees who is missing at the top. */
const STATUS_ORDER: Record<RollCallStatus, number> = {
  NOT_SAFE: 0,
  UNKNOWN: 1,
  NOTIFIED: 2,
  SIGNED_OUT: 3,
  SAFE: 4,
  'N/A': 5,
};

/** The order of `localeCompare` without its cost per call (a roll call sorts thousands of names). */
const collator = new Intl.Collator();

function byStatusThenName<R extends EvacResponseLike>(a: RollCallRow<R>, b: RollCallRow<R>) {
  return (
    STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
    collator.compare(a.name, b.name) ||
    collator.compare(a.key, b.key)
  );
}

/** Everyone on the roll call with their derived status, unaccounted first, then by name. */
export function rollCallRows<R extends EvacResponseLike>(
  people: readonly RollCallPerson[],
  marks: ReadonlyMap<string, readonly R[]>,
): RollCallRow<R>[] {
  return people
    .map((person) => ({
      ...person,
      ...deriveEvacStatus({
        evacuation: person.evacuation,
        inAudience: true,
        leftAt: person.leftAt,
        marks: marks.get(person.key) ?? [],
      }),
    }))
    .sort(byStatusThenName);
}
