import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RejectedError } from '../../api/errors.ts';
import { useOnlineRead } from './useOnlineRead.ts';

describe('useOnlineRead', () => {
  it('reads the location when it changes and again on reload', async () => {
    const read = vi.fn(async (location: string) => `list of ${location}`);
    const { result, rerender } = renderHook(({ at }) => useOnlineRead(at, read, 'Refused'), {
      initialProps: { at: 'acme#north' as string | undefined },
    });
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'done', result: 'list of acme#north' }),
    );
    rerender({ at: 'acme#south' });
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'done', result: 'list of acme#south' }),
    );
    await act(() => result.current.reload());
    expect(read.mock.calls.map(([location]) => location)).toEqual([
      'acme#north',
      'acme#south',
      'acme#south',
    ]);
  });

  it("says a refusal in the page's words and reads nothing without a location", async () => {
    const read = vi.fn(async () => {
      throw new RejectedError('Forbidden', 'NOT_AUTHORIZED', 403);
    });
    const { result, rerender } = renderHook(({ at }) => useOnlineRead(at, read, 'Refused'), {
      initialProps: { at: undefined as string | undefined },
    });
    expect(result.current.state).toEqual({ status: 'idle' });
    expect(read).not.toHaveBeenCalled();
    rerender({ at: 'acme#north' });
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'failed', error: 'Refused' }),
    );
  });
});
