import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../ui/testing/TestProviders.tsx';
import { SignOutPage } from './SignOutPage.tsx';

afterEach(cleanup);

describe('SignOutPage (where GET /auth/logout leads)', () => {
  it('signs out only when its button is pressed, with a POST form to /auth/logout', async () => {
    const signOut = vi.fn(async () => {});
    render(
      <TestProviders>
        <SignOutPage signOut={signOut} />
      </TestProviders>,
    );
    expect(screen.getByText('Sign out of Gatehouse on this device?')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Log Out' });
    const form = button.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/auth/logout');
    expect(signOut).not.toHaveBeenCalled();
    fireEvent.click(button);
    // Nothing waits to be sent on this device: it signs out at once, deleting the device's data.
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(signOut).toHaveBeenCalledWith(expect.not.objectContaining({ keepDeviceData: true }));
    expect(screen.getByRole('link', { name: 'Back to Gatehouse' }).getAttribute('href')).toBe('/');
  });
});
