import { describe, expect, it, vi } from 'vitest';
import { SEND_WAIT_INTERVAL_MS, waitForSent } from './waitForSent.ts';

const row = { id: 'm1' };

describe('waitForSent', () => {
  it('sends, then re-reads the outbox until it is empty', async () => {
    const flush = vi.fn(async () => null);
    const reads: { id: string }[][] = [[row], [row], []];
    const readWaiting = vi.fn(async () => reads.shift() ?? []);
    const delay = vi.fn(async () => {});
    expect(await waitForSent(flush, readWaiting, delay)).toEqual([]);
    expect(flush).toHaveBeenCalledTimes(1);
    expect(delay).toHaveBeenCalledWith(SEND_WAIT_INTERVAL_MS);
    expect(readWaiting).toHaveBeenCalledTimes(3);
  });
});
