import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentEvacStatus,
  type EvacResponseLike,
  evacResponseKey,
} from '../../../contract/transitions/evacuation.ts';
import { deriveEvacStatus } from './evacStatus.ts';

/**
 * The merge rule (DESIGN.md §2.3): whatever order marks arrive in, however often one arrives,
 * with ties on responseTimestamp and device clocks running apart, every device that holds the
 * same marks derives the same status, standing mark and disagreement.
 */

const START = 1_700_000_000_000;
const PERSON = 'VISITOR#1#ann';

interface Mark extends EvacResponseLike {
  status: 'SAFE' | 'NOT_SAFE';
}

/** A marshal's device: its clock runs `offset` ms apart; the server's correction is `correction`. */
const markArbitrary = fc
  .record({
    at: fc.integer({ min: 0, max: 10 * 60_000 }),
    offset: fc.integer({ min: -120_000, max: 120_000 }),
    status: fc.constantFrom<'SAFE' | 'NOT_SAFE'>('SAFE', 'NOT_SAFE'),
    mutationId: fc.stringMatching(/^[a-z0-9]{1,6}$/),
    marshal: fc.constantFrom('Ann', 'Ben', 'Cat'),
  })
  .map(({ at, offset, status, mutationId, marshal }): Mark => {
    // The device reads START + at + offset; the measured offset corrects it to START + at
    // (rounded to whole seconds, as a clock estimate would be), possibly tying with another mark.
    const device = START + at + offset;
    const responseTimestamp = Math.round((device - offset) / 1_000) * 1_000;
    return {
      responseKey: evacResponseKey(PERSON, responseTimestamp, mutationId),
      responseTimestamp,
      status,
      mutationId,
      personKey: PERSON,
      respondedBy: { email: `${marshal.toLowerCase()}@example.com`, name: marshal },
    };
  });

/** The marks as another device receives them: any order, some more than once. */
const arrivals = (marks: Mark[]) =>
  fc
    .array(fc.nat({ max: Math.max(0, marks.length - 1) }), { maxLength: marks.length })
    .chain((repeats) =>
      fc.shuffledSubarray([...marks, ...repeats.map((i) => marks[i]!)], {
        minLength: marks.length + repeats.length,
      }),
    );

const keys = (marks: readonly EvacResponseLike[]) => marks.map((mark) => mark.responseKey);

function outcome(marks: readonly Mark[]) {
  const derived = deriveEvacStatus({
    evacuation: { activatedTimestamp: START },
    inAudience: true,
    marks,
  });
  return {
    status: derived.status,
    current: derived.current?.responseKey ?? null,
    disagreement: keys(derived.disagreement),
  };
}

describe('the merge rule of evacuation marks', () => {
  it('gives one current mark whatever the order of arrival, duplicates and ties', () => {
    fc.assert(
      fc.property(
        fc
          .uniqueArray(markArbitrary, {
            minLength: 1,
            maxLength: 8,
            selector: (m) => m.responseKey,
          })
          .chain((marks) => fc.tuple(fc.constant(marks), arrivals(marks))),
        ([marks, received]) => {
          const reference = currentEvacStatus(marks);
          const merged = currentEvacStatus(received);
          expect(merged.current?.responseKey).toBe(reference.current?.responseKey);
          expect(new Set(keys(merged.conflicting))).toEqual(new Set(keys(reference.conflicting)));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('derives the same status and disagreement on every device', () => {
    fc.assert(
      fc.property(
        fc
          .uniqueArray(markArbitrary, {
            minLength: 1,
            maxLength: 8,
            selector: (m) => m.responseKey,
          })
          .chain((marks) => fc.tuple(fc.constant(marks), arrivals(marks), arrivals(marks))),
        ([marks, deviceA, deviceB]) => {
          const expected = outcome(marks);
          expect(outcome(deviceA)).toEqual(expected);
          expect(outcome(deviceB)).toEqual(expected);
          // The standing mark is the latest by corrected time, ties by mutation id.
          const latest = Math.max(...marks.map((m) => m.responseTimestamp));
          const atLatest = marks.filter((m) => m.responseTimestamp === latest);
          const winner = atLatest.reduce((a, b) =>
            (b.mutationId ?? '') > (a.mutationId ?? '') ? b : a,
          );
          expect(expected.current).toBe(winner.responseKey);
        },
      ),
      { numRuns: 300 },
    );
  });
});
