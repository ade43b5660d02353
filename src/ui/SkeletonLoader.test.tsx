import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SkeletonLoader } from './SkeletonLoader.tsx';
import { TestProviders } from './testing/TestProviders.tsx';

afterEach(cleanup);

const rowsOf = (status: HTMLElement) => status.querySelectorAll('.mantine-Skeleton-root').length;

describe('the skeleton loader (spec/frame.md §2)', () => {
  it('shows 4 rows by default, as a busy status named by what loads', () => {
    render(
      <TestProviders>
        <SkeletonLoader label="Loading visitors" />
      </TestProviders>,
    );
    const status = screen.getByRole('status', { name: 'Loading visitors' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(rowsOf(status)).toBe(4);
  });

  it("takes another number of rows, and says 'Loading' without a label", () => {
    render(
      <TestProviders>
        <SkeletonLoader rows={2} />
      </TestProviders>,
    );
    expect(rowsOf(screen.getByRole('status', { name: 'Loading' }))).toBe(2);
  });
});
