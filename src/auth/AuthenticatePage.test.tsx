import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '../ui/testing/TestProviders.tsx';
import { AuthenticatePage } from './AuthenticatePage.tsx';

afterEach(cleanup);

function renderPage(error: string | undefined, title = 'Gatehouse') {
  render(
    <TestProviders>
      <AuthenticatePage next="/visitors/log" error={error} title={title} />
    </TestProviders>,
  );
}

describe('AuthenticatePage', () => {
  it('shows the product title it is given, or none under a nameless white label', () => {
    renderPage(undefined, 'Acme Visitors');
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Visitors' })).toBeTruthy();
    cleanup();
    renderPage(undefined, '');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it("says 'Error signing in' when the provider refused, without the Retry dialog", () => {
    renderPage('access_denied');
    expect(screen.getByRole('alert').textContent).toBe('Error signing in');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});
