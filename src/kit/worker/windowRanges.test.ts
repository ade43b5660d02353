import { describe, expect, it } from 'vitest';
import { MAX_PIECES, PIECE_MS, windowKeyRanges, windowPieces } from './windowRanges.ts';

const BEGIN = Date.parse('2026-11-02T00:00:00Z');
const END = Date.parse('2026-11-08T23:59:59.999Z');
const window = { hierarchies: ['org#a', 'org#b'], beginTime: BEGIN, endTime: END };

describe('windowPieces', () => {
  it('cuts the window in consecutive days, both ends included', () => {
    const pieces = windowPieces(window);
    expect(pieces).toHaveLength(7);
    expect(pieces[0]?.[0]).toBe(BEGIN);
    expect(pieces.at(-1)?.[1]).toBe(END);
    for (let i = 1; i < pieces.length; i++) expect(pieces[i]?.[0]).toBe(pieces[i - 1]![1] + 1);
  });

  it('makes longer pieces where days a location would pass the request limit', () => {
    const year = { hierarchies: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'], beginTime: 0 };
    const pieces = windowPieces({ ...year, endTime: 367 * PIECE_MS - 1 });
    expect(pieces.length * 10).toBeLessThanOrEqual(MAX_PIECES);
    expect(pieces.at(-1)?.[1]).toBe(367 * PIECE_MS - 1);
  });
});

describe('windowKeyRanges', () => {
  const key = (hierarchy: string, time: number, id = 'p1') => [hierarchy, `${time}#${id}`];
  const holds = (ranges: IDBKeyRange[], k: unknown) => ranges.some((range) => range.includes(k));

  it("reads a time-keyed family's window by primary key, ends included", () => {
    const { index, ranges } = windowKeyRanges('visitorLog', 'evtTimeStamp', window);
    expect(index).toBeNull();
    expect(ranges).toHaveLength(14);
    for (const time of [BEGIN, BEGIN + 1, END - 1, END]) {
      expect(holds(ranges, key('org#a', time))).toBe(true);
      expect(holds(ranges, key('org#b', time, '\uffff\uffff'))).toBe(true);
    }
    expect(holds(ranges, key('org#a', BEGIN - 1))).toBe(false);
    expect(holds(ranges, key('org#a', END + 1))).toBe(false);
    expect(holds(ranges, key('org#c', BEGIN))).toBe(false);
  });

  it('reads other families, and windows whose ends differ in digits, through the time index', () => {
    expect(windowKeyRanges('invites', 'arrivalTime', window).index).toBe(
      '[EntityHierarchy+arrivalTime]',
    );
    const odd = { hierarchies: ['org#a'], beginTime: 999_999_999_000, endTime: 1_000_000_000_999 };
    const { index, ranges } = windowKeyRanges('visitorLog', 'evtTimeStamp', odd);
    expect(index).toBe('[EntityHierarchy+evtTimeStamp]');
    expect(holds(ranges, ['org#a', 1_000_000_000_000])).toBe(true);
  });
});
