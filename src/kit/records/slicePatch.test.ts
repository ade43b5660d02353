import { describe, expect, it } from 'vitest';
import { defaultOrder } from './readFamilyWindow.ts';
import { confirmsPatchedRows, putInSlice } from './slicePatch.ts';

const order = defaultOrder('visitorLog');
const sortKey = 'evtTimeStampProfileID';

function row(time: number, id: string, changeSeq = 1, extra: object = {}) {
  return {
    EntityHierarchy: 'acme#north',
    evtTimeStamp: time,
    evtTimeStampProfileID: `${time}#${id}`,
    changeSeq,
    ...extra,
  };
}
const ids = (rows: readonly { evtTimeStampProfileID: string }[] | undefined) =>
  rows?.map((r) => r.evtTimeStampProfileID);

describe('putInSlice', () => {
  const slice = [row(30, 'c'), row(20, 'b'), row(10, 'a')];

  it('puts many images in order in one pass, the newest version of each', () => {
    const next = putInSlice(
      slice,
      [row(25, 'x'), row(5, 'y'), row(35, 'z'), row(25, 'x', 3), row(25, 'x', 2)],
      sortKey,
      order,
    );
    expect(ids(next)).toEqual(['35#z', '30#c', '25#x', '20#b', '10#a', '5#y']);
    expect(next?.find((r) => r.evtTimeStampProfileID === '25#x')?.changeSeq).toBe(3);
  });

  it('replaces an older copy, removes one that is no longer renderable, skips stale images', () => {
    expect(putInSlice(slice, [row(20, 'b', 1, { badge: 'B' })], sortKey, order)).toBeUndefined();
    const newer = putInSlice(slice, [row(20, 'b', 2, { badge: 'B' })], sortKey, order);
    expect(newer?.[1]).toMatchObject({ changeSeq: 2, badge: 'B' });
    expect(newer).toHaveLength(3);
    const hidden = putInSlice(slice, [row(20, 'b', 2, { _removed: true })], sortKey, order);
    expect(ids(hidden)).toEqual(['30#c', '10#a']);
    expect(putInSlice(slice, [row(15, 'gone', 2, { _removed: true })], sortKey, order)).toBe(
      undefined,
    );
  });
});

describe('confirmsPatchedRows', () => {
  it('a read of the same rows, versions and bookkeeping confirms', () => {
    const held = [row(20, 'b'), row(10, 'a', 1, { _pending: 1 })];
    expect(
      confirmsPatchedRows(held, [row(20, 'b'), row(10, 'a', 1, { _pending: 1 })], sortKey),
    ).toBe(true);
  });

  it('a new version, other bookkeeping, another row or another length does not', () => {
    const held = [row(20, 'b'), row(10, 'a')];
    expect(confirmsPatchedRows(held, [row(20, 'b', 2), row(10, 'a')], sortKey)).toBe(false);
    expect(
      confirmsPatchedRows(held, [row(20, 'b'), row(10, 'a', 1, { _pending: 1 })], sortKey),
    ).toBe(false);
    expect(
      confirmsPatchedRows(held, [row(20, 'b'), row(10, 'a', 1, { _removed: true })], sortKey),
    ).toBe(false);
    expect(confirmsPatchedRows(held, [row(20, 'b'), row(10, 'z')], sortKey)).toBe(false);
    expect(confirmsPatchedRows(held, [row(20, 'b')], sortKey)).toBe(false);
  });
});
