import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../testing/TestProviders.tsx';
import { GuardErrorScreen } from './GuardErrorScreen.tsx';
import { ServerErrorPage } from './ServerErrorPage.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const inProviders = (element: React.ReactElement) =>
  render(<TestProviders>{element}</TestProviders>);

describe('the sign-in guard error screen (spec/frame.md §2)', () => {
  it("says 'Connection Offline' for the code 'sync'", () => {
    inProviders(<GuardErrorScreen code="sync" message="ignored" />);
    expect(screen.getByRole('heading', { name: 'Connection Offline' })).toBeTruthy();
    expect(
      screen.getByText(
        'An error occurred when fetching client data, your connection might be offline',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('shows another code as the title with its message, or Unknown Error', () => {
    inProviders(<GuardErrorScreen code="session_check_failed" message="The server said no" />);
    expect(screen.getByRole('heading', { name: 'session_check_failed' })).toBeTruthy();
    expect(screen.getByText('The server said no')).toBeTruthy();
    cleanup();
    inProviders(<GuardErrorScreen code="E42" />);
    expect(screen.getByRole('heading', { name: 'E42' })).toBeTruthy();
    expect(screen.getByText('Unknown Error')).toBeTruthy();
  });
});

describe('the 500 page', () => {
  it('explains and reloads the page', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    inProviders(<ServerErrorPage />);
    expect(screen.getByRole('heading', { name: 'Internal Server Error' })).toBeTruthy();
    expect(screen.getByText('Something went wrong. Please try again later.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
