import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from './testing/TestProviders.tsx';
import { LoadingDots } from './LoadingDots.tsx';

afterEach(cleanup);

describe('LoadingDots', () => {
  it('is a status named Loading with three staggered, hidden dots', () => {
    render(
      <TestProviders>
        <LoadingDots />
      </TestProviders>,
    );
    const status = screen.getByRole('status', { name: 'Loading' });
    const dots = [...status.querySelectorAll<HTMLElement>('[data-loading-dot]')];
    expect(dots).toHaveLength(3);
    expect(dots.every((dot) => dot.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(dots.map((dot) => dot.style.animationDelay)).toEqual(['0s', '0.16s', '0.32s']);
    expect(status.querySelector('style')?.textContent).toContain('prefers-reduced-motion');
  });

  it('takes its accessible name from the label', () => {
    render(
      <TestProviders>
        <LoadingDots label="Saving" />
      </TestProviders>,
    );
    expect(screen.getByRole('status', { name: 'Saving' })).toBeTruthy();
  });
});
