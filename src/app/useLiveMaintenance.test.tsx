import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_ENVIRONMENT } from './testing/testEnvironment.ts';
import { showsMaintenance, useLiveMaintenance } from './useLiveMaintenance.ts';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('the maintenance flag in an open tab', () => {
  it('turns on and off as the environment file changes, without a new start', async () => {
    vi.useFakeTimers();
    let maintenance = true;
    const fetcher: typeof fetch = async () =>
      new Response(
        JSON.stringify({ ...TEST_ENVIRONMENT, flags: { ...TEST_ENVIRONMENT.flags, maintenance } }),
      );
    const { result } = renderHook(() =>
      useLiveMaintenance(TEST_ENVIRONMENT, { fetcher, intervalMs: 60_000 }),
    );
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(result.current).toBe(true);
    expect(showsMaintenance(result.current, '')).toBe(true);
    expect(showsMaintenance(result.current, '?dev=true')).toBe(false);
    maintenance = false;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(result.current).toBe(false);
  });
});
