import { describe, expect, it } from 'vitest';
import { EVAC_MARK_CLOCK_TOLERANCE_MS } from './evacuation.ts';
import { type EvacReportPerson, evacuationReport } from './evacuationReport.ts';
import { type EvacResponseLike, evacResponseKey } from './transitions/evacuation.ts';

const START = 1_700_000_000_000;
const MINUTE = 60_000;
const ENDED = {
  activatedTimestamp: START,
  active: false,
  deactivatedTimestamp: START + 30 * MINUTE,
};
const MIA = { email: 'mia@example.com', name: 'Mia' };
const BEN = { email: 'ben@example.com', name: 'Ben' };

const person = (name: string, leftAt?: number): EvacReportPerson => ({
  key: `VISITOR#${name}`,
  name,
  ...(leftAt === undefined ? {} : { leftAt }),
});

function mark(
  who: EvacReportPerson,
  status: 'SAFE' | 'NOT_SAFE',
  at: number,
  by = MIA,
  mutationId = `m-${who.name}-${at}-${status}`,
): EvacResponseLike {
  return {
    responseKey: evacResponseKey(who.key, at, mutationId),
    responseTimestamp: at,
    status,
    mutationId,
    personKey: who.key,
    respondedBy: by,
  };
}

const ann = person('Ann');
const ben = person('Ben');
const cat = person('Cat');
const dan = person('Dan', START + 4 * MINUTE);

describe('evacuationReport', () => {
  it('times 50 %, 90 % and 100 % accounted from the marks and departures', () => {
    const report = evacuationReport({
      evacuation: ENDED,
      people: [ann, ben, cat, dan],
      marks: [
        mark(ann, 'SAFE', START + MINUTE),
        mark(ben, 'SAFE', START + 2 * MINUTE, BEN),
        mark(cat, 'SAFE', START + 3 * MINUTE),
      ],
      now: START + 99 * MINUTE,
    });
    expect(report.total).toBe(4);
    expect(report.accounted).toBe(4);
    expect(report.milestones).toEqual([
      { percent: 50, needed: 2, at: START + 2 * MINUTE, afterMs: 2 * MINUTE },
      { percent: 90, needed: 4, at: START + 4 * MINUTE, afterMs: 4 * MINUTE },
      { percent: 100, needed: 4, at: START + 4 * MINUTE, afterMs: 4 * MINUTE },
    ]);
    expect(report.series).toEqual([
      { at: START, accounted: 0 },
      { at: START + MINUTE, accounted: 1 },
      { at: START + 2 * MINUTE, accounted: 2 },
      { at: START + 3 * MINUTE, accounted: 3 },
      { at: START + 4 * MINUTE, accounted: 4 },
      { at: START + 30 * MINUTE, accounted: 4 },
    ]);
    expect(report.marshals).toEqual([
      { email: MIA.email, name: 'Mia', marks: 2, safe: 2, notSafe: 0 },
      { email: BEN.email, name: 'Ben', marks: 1, safe: 1, notSafe: 0 },
    ]);
    expect(report.unaccounted).toEqual([]);
    expect(report.end).toBe(START + 30 * MINUTE);
    expect(report.ended).toBe(true);
  });

  it('with no people reaches no share, and still counts the marks given', () => {
    const report = evacuationReport({
      evacuation: ENDED,
      people: [],
      marks: [mark(ann, 'SAFE', START + MINUTE)],
      now: START + 99 * MINUTE,
    });
    expect(report.total).toBe(0);
    expect(report.milestones.map((m) => m.at)).toEqual([null, null, null]);
    expect(report.series).toEqual([
      { at: START, accounted: 0 },
      { at: START + 30 * MINUTE, accounted: 0 },
    ]);
    expect(report.marshals).toEqual([
      { email: MIA.email, name: 'Mia', marks: 1, safe: 1, notSafe: 0 },
    ]);
  });

  it('with nobody accounted lists everyone as unaccounted, by name, with the deciding mark', () => {
    const notSafe = mark(cat, 'NOT_SAFE', START + MINUTE);
    const report = evacuationReport({
      evacuation: ENDED,
      people: [cat, ann, ben],
      marks: [notSafe],
      now: START + 99 * MINUTE,
    });
    expect(report.accounted).toBe(0);
    expect(report.milestones.map((m) => m.afterMs)).toEqual([null, null, null]);
    expect(report.unaccounted).toEqual([
      { person: ann, status: 'NOTIFIED', current: null },
      { person: ben, status: 'NOTIFIED', current: null },
      { person: cat, status: 'NOT_SAFE', current: notSafe },
    ]);
  });

  it('counts a mark that arrived twice once, and a person named twice once', () => {
    const safe = mark(ann, 'SAFE', START + MINUTE);
    const report = evacuationReport({
      evacuation: ENDED,
      people: [ann, ann, ben],
      marks: [safe, { ...safe }, safe],
      now: START + 99 * MINUTE,
    });
    expect(report.total).toBe(2);
    expect(report.markCount).toBe(1);
    expect(report.marshals[0]?.marks).toBe(1);
    expect(report.series.map((p) => p.accounted)).toEqual([0, 1, 1]);
  });

  it('keeps the first time a share was reached when someone is marked NOT SAFE afterwards', () => {
    const report = evacuationReport({
      evacuation: ENDED,
      people: [ann, ben],
      marks: [
        mark(ann, 'SAFE', START + MINUTE),
        mark(ben, 'SAFE', START + 2 * MINUTE),
        mark(ben, 'NOT_SAFE', START + 5 * MINUTE, BEN),
      ],
      now: START + 99 * MINUTE,
    });
    expect(report.milestones.find((m) => m.percent === 100)?.at).toBe(START + 2 * MINUTE);
    expect(report.series.map((p) => p.accounted)).toEqual([0, 1, 2, 1, 1]);
    expect(report.unaccounted.map((u) => [u.person.name, u.status])).toEqual([['Ben', 'NOT_SAFE']]);
  });

  it('decides marks with the same time by mutation id, as the roll call does', () => {
    const at = START + MINUTE;
    const report = evacuationReport({
      evacuation: ENDED,
      people: [ann],
      marks: [mark(ann, 'NOT_SAFE', at, BEN, 'b-later'), mark(ann, 'SAFE', at, MIA, 'a-first')],
      now: START + 99 * MINUTE,
    });
    // 'b-later' sorts after 'a-first', so NOT SAFE stands.
    expect(report.unaccounted.map((u) => u.status)).toEqual(['NOT_SAFE']);
    expect(report.series.map((p) => p.accounted)).toEqual([0, 0]);
  });

  it('leaves out marks before the start and after the end beyond the clock tolerance', () => {
    const lateButAccepted = START + 30 * MINUTE + EVAC_MARK_CLOCK_TOLERANCE_MS;
    const report = evacuationReport({
      evacuation: ENDED,
      people: [ann, ben, cat],
      marks: [
        mark(ann, 'SAFE', START - 1),
        mark(ben, 'SAFE', lateButAccepted),
        mark(cat, 'SAFE', lateButAccepted + 1),
      ],
      now: START + 99 * MINUTE,
    });
    expect(report.markCount).toBe(1);
    expect(report.unaccounted.map((u) => u.person.name)).toEqual(['Ann', 'Cat']);
    expect(report.series.at(-1)).toEqual({ at: lateButAccepted, accounted: 1 });
  });

  it('counts a departure only inside the evacuation: before the start or long after it, no', () => {
    const report = evacuationReport({
      evacuation: ENDED,
      people: [person('Early', START - MINUTE), person('Late', START + 90 * MINUTE), dan],
      marks: [],
      now: START + 99 * MINUTE,
    });
    expect(report.accounted).toBe(1);
    expect(report.unaccounted.map((u) => u.person.name)).toEqual(['Early', 'Late']);
  });

  it('leaves out people who arrived after the end', () => {
    const report = evacuationReport({
      evacuation: ENDED,
      people: [ann, { ...person('Later'), arrivedAt: START + 31 * MINUTE }],
      marks: [],
      now: START + 99 * MINUTE,
    });
    expect(report.total).toBe(1);
    expect(report.unaccounted.map((u) => u.person.name)).toEqual(['Ann']);
  });

  it('a mark given after the person left decides, as on the roll call', () => {
    const report = evacuationReport({
      evacuation: ENDED,
      people: [dan],
      marks: [mark(dan, 'NOT_SAFE', START + 6 * MINUTE)],
      now: START + 99 * MINUTE,
    });
    expect(report.series.map((p) => p.accounted)).toEqual([0, 1, 0, 0]);
    expect(report.unaccounted.map((u) => u.status)).toEqual(['NOT_SAFE']);
  });

  it('while active, reports up to now', () => {
    const now = START + 10 * MINUTE;
    const report = evacuationReport({
      evacuation: { activatedTimestamp: START, active: true },
      people: [ann, ben],
      marks: [mark(ann, 'SAFE', START + MINUTE)],
      now,
    });
    expect(report.ended).toBe(false);
    expect(report.end).toBe(now);
    expect(report.series.at(-1)).toEqual({ at: now, accounted: 1 });
    expect(report.milestones.map((m) => m.at)).toEqual([START + MINUTE, null, null]);
  });
});
