import { describe, expect, it } from 'vitest';
import {
  EVAC_CONFLICT_WINDOW_MS,
  type EvacResponseLike,
} from '../../../contract/transitions/evacuation.ts';
import { deriveEvacStatus, matchesStatusFilters, responseStatus } from './evacStatus.ts';

const START = 1_700_000_000_000;
const evacuation = { activatedTimestamp: START };

function mark(
  status: string,
  at: number,
  mutationId: string,
  who = 'Mia',
): EvacResponseLike & { status: string } {
  return {
    responseKey: `VISITOR#1#ann#${at}#${mutationId}`,
    responseTimestamp: at,
    status,
    mutationId,
    personKey: 'VISITOR#1#ann',
    respondedBy: { email: `${who.toLowerCase()}@example.com`, name: who },
  };
}

describe('deriveEvacStatus', () => {
  it('N/A when the person is outside the evacuation audiences', () => {
    const result = deriveEvacStatus({
      evacuation,
      inAudience: false,
      marks: [mark('SAFE', START + 1, 'a')],
    });
    expect(result).toEqual({ status: 'N/A', current: null, disagreement: [] });
  });

  it('N/A with no evacuation and no mark; the mark otherwise', () => {
    expect(deriveEvacStatus({ evacuation: null, inAudience: true, marks: [] }).status).toBe('N/A');
    expect(
      deriveEvacStatus({ evacuation: null, inAudience: true, marks: [mark('SAFE', 5, 'a')] })
        .status,
    ).toBe('SAFE');
  });

  it('Notified during an evacuation without a mark since it started', () => {
    const earlier = mark('SAFE', START - 1, 'old');
    const result = deriveEvacStatus({ evacuation, inAudience: true, marks: [earlier] });
    expect(result).toEqual({ status: 'NOTIFIED', current: null, disagreement: [] });
  });

  it('Safe and Not Safe from the latest mark', () => {
    const safe = mark('SAFE', START + 1_000, 'a');
    const notSafe = mark('NOT_SAFE', START + 10 * 60_000, 'b');
    expect(deriveEvacStatus({ evacuation, inAudience: true, marks: [safe] })).toMatchObject({
      status: 'SAFE',
      current: safe,
    });
    expect(
      deriveEvacStatus({ evacuation, inAudience: true, marks: [notSafe, safe] }),
    ).toMatchObject({ status: 'NOT_SAFE', current: notSafe, disagreement: [] });
  });

  it('Signed-out when the person left after the evacuation started', () => {
    const result = deriveEvacStatus({
      evacuation,
      inAudience: true,
      leftAt: START + 60_000,
      marks: [mark('NOT_SAFE', START + 30_000, 'a')],
    });
    expect(result.status).toBe('SIGNED_OUT');
  });

  it('a mark given after the sign-out still stands; a sign-out before the start does not count', () => {
    const later = mark('SAFE', START + 120_000, 'a');
    expect(
      deriveEvacStatus({ evacuation, inAudience: true, leftAt: START + 60_000, marks: [later] })
        .status,
    ).toBe('SAFE');
    expect(
      deriveEvacStatus({ evacuation, inAudience: true, leftAt: START - 1, marks: [] }).status,
    ).toBe('NOTIFIED');
  });

  it('Unknown for a status the roll call does not recognise; server statuses pass through', () => {
    expect(
      deriveEvacStatus({ evacuation, inAudience: true, marks: [mark('MISSING', START, 'a')] })
        .status,
    ).toBe('UNKNOWN');
    expect(responseStatus('SIGNED_OUT')).toBe('SIGNED_OUT');
    expect(responseStatus('UNKNOWN')).toBe('UNKNOWN');
  });

  it('shows both marks when two statuses lie within two minutes', () => {
    const safe = mark('SAFE', START + 60_000, 'a', 'Ann');
    const notSafe = mark('NOT_SAFE', START + 60_000 + EVAC_CONFLICT_WINDOW_MS - 1, 'b', 'Ben');
    const result = deriveEvacStatus({ evacuation, inAudience: true, marks: [safe, notSafe] });
    expect(result.status).toBe('NOT_SAFE');
    expect(result.current).toBe(notSafe);
    expect(result.disagreement).toEqual([safe]);
  });

  it('no disagreement when the marks are two minutes or more apart', () => {
    const safe = mark('SAFE', START + 60_000, 'a');
    const notSafe = mark('NOT_SAFE', START + 60_000 + EVAC_CONFLICT_WINDOW_MS, 'b');
    const result = deriveEvacStatus({ evacuation, inAudience: true, marks: [notSafe, safe] });
    expect(result.disagreement).toEqual([]);
  });

  it('a disagreement ends when someone marks again with the standing status', () => {
    const safe = mark('SAFE', START + 60_000, 'a');
    const notSafe = mark('NOT_SAFE', START + 90_000, 'b');
    const confirmed = mark('NOT_SAFE', START + 100_000, 'c');
    const result = deriveEvacStatus({
      evacuation,
      inAudience: true,
      marks: [safe, notSafe, confirmed],
    });
    expect(result).toMatchObject({ status: 'NOT_SAFE', current: confirmed, disagreement: [] });
  });

  it('a mark of the other status starts a new disagreement against the mark it contradicts', () => {
    const safe = mark('SAFE', START + 60_000, 'a');
    const notSafe = mark('NOT_SAFE', START + 90_000, 'b');
    const safeAgain = mark('SAFE', START + 100_000, 'c');
    const result = deriveEvacStatus({
      evacuation,
      inAudience: true,
      marks: [notSafe, safeAgain, safe],
    });
    expect(result).toMatchObject({ status: 'SAFE', current: safeAgain, disagreement: [notSafe] });
  });

  it('ties on responseTimestamp are broken by mutation id', () => {
    const a = mark('SAFE', START + 1_000, 'a');
    const b = mark('NOT_SAFE', START + 1_000, 'b');
    for (const marks of [
      [a, b],
      [b, a],
    ]) {
      const result = deriveEvacStatus({ evacuation, inAudience: true, marks });
      expect(result.current).toBe(b);
      expect(result.disagreement).toEqual([a]);
    }
  });
});

describe('matchesStatusFilters', () => {
  it('keeps everyone without a filter and only the chosen statuses with one', () => {
    expect(matchesStatusFilters('UNKNOWN', [])).toBe(true);
    expect(matchesStatusFilters('SAFE', ['SAFE', 'NOTIFIED'])).toBe(true);
    expect(matchesStatusFilters('NOT_SAFE', ['SAFE', 'NOTIFIED'])).toBe(false);
    expect(matchesStatusFilters('SIGNED_OUT', ['SIGNED_OUT'])).toBe(true);
  });
});
