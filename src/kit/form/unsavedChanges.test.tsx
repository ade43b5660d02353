import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasUnsavedChanges, useUnsavedChanges } from './unsavedChanges.ts';

describe('useUnsavedChanges', () => {
  it('counts a form as unsaved while it is dirty and mounted, each form on its own', () => {
    const first = renderHook(({ dirty }) => useUnsavedChanges(dirty), {
      initialProps: { dirty: false },
    });
    expect(hasUnsavedChanges()).toBe(false);
    first.rerender({ dirty: true });
    expect(hasUnsavedChanges()).toBe(true);

    const second = renderHook(() => useUnsavedChanges(true));
    first.rerender({ dirty: false });
    expect(hasUnsavedChanges()).toBe(true);
    second.unmount();
    expect(hasUnsavedChanges()).toBe(false);

    first.rerender({ dirty: true });
    first.unmount();
    expect(hasUnsavedChanges()).toBe(false);
  });
});
