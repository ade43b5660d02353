import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVAC_MARK_CLOCK_TOLERANCE_MS } from './evacuation.ts';
import {
  type AccountedPoint,
  type EvacReportPerson,
  evacuationReport,
} from './evacuationReport.ts';
import { deriveEvacStatus, isAccounted } from './transitions/evacStatus.ts';
import { type EvacResponseLike, evacResponseKey } from './transitions/evacuation.ts';

/**
 * The evacuation report against the roll call's own derivation: whatever the order and repeats
 * of arrival and however far device clocks ran apart, the series at every moment counts exactly
 * the people the roll call would have shown as accounted for with the marks given until then.
 */

const START = 1_700_000_000_000;
const MINUTE = 60_000;
const END = START + 20 * MINUTE;
const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay'];

const peopleArbitrary = fc
  .uniqueArray(fc.constantFrom(...NAMES), { maxLength: NAMES.length })
  .chain((names) =>
    fc.tuple(
      ...names.map((name) =>
        fc.option(fc.integer({ min: -5 * MINUTE, max: 25 * MINUTE }), { nil: undefined }).map(
          (left): EvacReportPerson => ({
            key: `VISITOR#${name}`,
            name,
            ...(left === undefined ? {} : { leftAt: START + left }),
          }),
        ),
      ),
    ),
  );

/** A mark: the device's clock ran `offset` apart and the server's correction took it back. */
const markArbitrary = fc
  .record({
    name: fc.constantFrom(...NAMES),
    at: fc.integer({ min: -3 * MINUTE, max: 24 * MINUTE }),
    offset: fc.integer({ min: -120_000, max: 120_000 }),
    status: fc.constantFrom('SAFE', 'NOT_SAFE'),
    mutationId: fc.stringMatching(/^[a-z0-9]{1,4}$/),
    marshal: fc.constantFrom('Mia', 'Ben', 'Zoe'),
  })
  .map(({ name, at, offset, status, mutationId, marshal }): EvacResponseLike => {
    // The measured offset is whole seconds, so corrected times keep up to a second of error.
    const responseTimestamp = START + at + offset - Math.round(offset / 1_000) * 1_000;
    const personKey = `VISITOR#${name}`;
    return {
      responseKey: evacResponseKey(personKey, responseTimestamp, mutationId),
      responseTimestamp,
      status,
      mutationId,
      personKey,
      respondedBy: { email: `${marshal.toLowerCase()}@example.com`, name: marshal },
    };
  });

const evacuationArbitrary = fc.constantFrom(
  { activatedTimestamp: START, active: false, deactivatedTimestamp: END },
  { activatedTimestamp: START, active: true },
);

/** The marks as a device holds them: any order, some more than once. */
const arrivals = (marks: EvacResponseLike[]) =>
  fc
    .array(fc.nat({ max: Math.max(0, marks.length - 1) }), { maxLength: marks.length })
    .chain((repeats) =>
      fc.shuffledSubarray([...marks, ...repeats.flatMap((i) => marks.slice(i, i + 1))], {
        minLength: marks.length + repeats.length,
      }),
    );

/** The step series' value at `at` (before the start: nothing). */
function valueAt(series: readonly AccountedPoint[], at: number): number {
  return series.filter((point) => point.at <= at).at(-1)?.accounted ?? 0;
}

/** How many the roll call shows accounted for at `at`, person by person. */
function rollCallAccountedAt(
  people: readonly EvacReportPerson[],
  marks: readonly EvacResponseLike[],
  at: number,
  last: number,
): number {
  return people.filter((person) => {
    const left = person.leftAt;
    const leftBy = left !== undefined && left <= at && left <= last ? left : undefined;
    const derived = deriveEvacStatus({
      evacuation: { activatedTimestamp: START },
      inAudience: true,
      leftAt: leftBy,
      marks: marks.filter(
        (m) => m.personKey === person.key && m.responseTimestamp <= Math.min(at, last),
      ),
    });
    return isAccounted(derived.status);
  }).length;
}

const NOW = START + 15 * MINUTE;

describe('evacuationReport properties', () => {
  it('is the same whatever the order and repeats of the marks', () => {
    fc.assert(
      fc.property(
        evacuationArbitrary,
        peopleArbitrary,
        fc
          .array(markArbitrary, { maxLength: 14 })
          .chain((marks) => fc.tuple(fc.constant(marks), arrivals(marks))),
        (evacuation, people, [marks, arrived]) => {
          const once = evacuationReport({ evacuation, people, marks, now: NOW });
          const again = evacuationReport({ evacuation, people, marks: arrived, now: NOW });
          expect(again).toEqual(once);
        },
      ),
    );
  });

  it('the series steps only where marks or departures are, and counts what the roll call would', () => {
    fc.assert(
      fc.property(
        evacuationArbitrary,
        peopleArbitrary,
        fc.array(markArbitrary, { maxLength: 14 }),
        (evacuation, people, marks) => {
          const report = evacuationReport({ evacuation, people, marks, now: NOW });
          const { series, start, end, total } = report;
          const last = end + EVAC_MARK_CLOCK_TOLERANCE_MS;
          const moments = new Set([
            ...marks.map((m) => m.responseTimestamp),
            ...people.flatMap((p) => (p.leftAt === undefined ? [] : [p.leftAt])),
          ]);
          expect(series[0]?.at).toBe(start);
          for (let i = 1; i < series.length; i++) {
            const point = series[i]!;
            const before = series[i - 1]!;
            expect(point.at).toBeGreaterThan(before.at);
            const trailingEnd = i === series.length - 1 && point.at === end;
            if (!trailingEnd) {
              expect(moments.has(point.at)).toBe(true);
              expect(point.accounted).not.toBe(before.accounted);
            }
          }
          for (const point of series) {
            expect(point.accounted).toBeGreaterThanOrEqual(0);
            expect(point.accounted).toBeLessThanOrEqual(total);
          }
          // Everywhere something could change, and just before it, the series is the roll call.
          for (const at of [start, ...moments, end, last]) {
            if (at < start) continue;
            for (const probe of [at - 1, at]) {
              if (probe < start) continue;
              expect(valueAt(series, probe)).toBe(rollCallAccountedAt(people, marks, probe, last));
            }
          }
          expect(series.at(-1)?.accounted).toBe(report.accounted);
          expect(report.accounted).toBe(total - report.unaccounted.length);
        },
      ),
    );
  });

  it('50 % ≤ 90 % ≤ 100 %, each the first moment its share was reached; marks add up', () => {
    fc.assert(
      fc.property(
        evacuationArbitrary,
        peopleArbitrary,
        fc.array(markArbitrary, { maxLength: 14 }),
        (evacuation, people, marks) => {
          const report = evacuationReport({ evacuation, people, marks, now: NOW });
          const [half, most, all] = report.milestones;
          if (all?.at != null) expect(most?.at).not.toBeNull();
          if (most?.at != null) expect(half?.at).not.toBeNull();
          const times = report.milestones.flatMap((m) => (m.at === null ? [] : [m.at]));
          expect(times).toEqual([...times].sort((a, b) => a - b));
          for (const milestone of report.milestones) {
            const firstReached = report.series.find(
              (p) => report.total > 0 && p.accounted * 100 >= milestone.percent * report.total,
            );
            expect(milestone.at).toBe(firstReached?.at ?? null);
            expect(milestone.afterMs).toBe(firstReached ? firstReached.at - report.start : null);
          }
          const inWindow = new Set(
            marks
              .filter(
                (m) =>
                  m.responseTimestamp >= report.start &&
                  m.responseTimestamp <= report.end + EVAC_MARK_CLOCK_TOLERANCE_MS,
              )
              .map((m) => m.responseKey),
          );
          expect(report.markCount).toBe(inWindow.size);
          expect(report.marshals.reduce((sum, m) => sum + m.marks, 0)).toBe(inWindow.size);
          for (const marshal of report.marshals) {
            expect(marshal.safe + marshal.notSafe).toBe(marshal.marks);
          }
        },
      ),
    );
  });
});
