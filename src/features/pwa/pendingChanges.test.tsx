import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { reportPendingChanges, usePendingChanges } from './pendingChanges.ts';

function Count() {
  return <output>{usePendingChanges()}</output>;
}

afterEach(() => reportPendingChanges(0));

describe('pending changes for the update prompt', () => {
  it('re-renders readers with the count the shell reports', () => {
    render(<Count />);
    expect(screen.getByRole('status').textContent).toBe('0');
    act(() => reportPendingChanges(3));
    expect(screen.getByRole('status').textContent).toBe('3');
  });
});
