import { describe, expect, it, vi } from 'vitest';
import { endServerSession, SIGN_OUT_RETRIES, SIGN_OUT_RETRY_DELAY_MS } from './signOut.ts';

describe('endServerSession', () => {
  it('stops at the first success', async () => {
    const logout = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const delay = vi.fn().mockResolvedValue(undefined);
    expect(await endServerSession(logout, delay)).toBe(true);
    expect(logout).toHaveBeenCalledTimes(2);
    expect(delay).toHaveBeenCalledWith(SIGN_OUT_RETRY_DELAY_MS);
  });

  it('retries 3 times at 500 ms, then gives up', async () => {
    const logout = vi.fn().mockResolvedValue(false);
    const delay = vi.fn().mockResolvedValue(undefined);
    expect(await endServerSession(logout, delay)).toBe(false);
    expect(SIGN_OUT_RETRIES).toBe(3);
    expect(SIGN_OUT_RETRY_DELAY_MS).toBe(500);
    expect(logout).toHaveBeenCalledTimes(1 + SIGN_OUT_RETRIES);
    expect(delay).toHaveBeenCalledTimes(SIGN_OUT_RETRIES);
  });
});
