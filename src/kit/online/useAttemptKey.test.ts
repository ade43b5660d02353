import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAttemptKey } from './useAttemptKey.ts';

describe('useAttemptKey', () => {
  it('keeps the key for the same request and makes a new one for a changed request', () => {
    const { result } = renderHook(() => useAttemptKey());
    const first = result.current({ name: 'Sam' });
    expect(result.current({ name: 'Sam' })).toBe(first);
    const changed = result.current({ name: 'Sam Smith' });
    expect(changed).not.toBe(first);
    expect(result.current({ name: 'Sam Smith' })).toBe(changed);
  });
});
