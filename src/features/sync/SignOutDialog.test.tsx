import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../contract/index.ts';
import { openTestDatabase, sessionDb, userDatabaseName } from '../../kit/testing/index.ts';
import { TestProviders } from '../../ui/testing/TestProviders.tsx';
import { SignOutPage } from './SignOutPage.tsx';

const user: SessionUser = {
  sub: 'user-2',
  email: 'reception@example.com',
  name: 'Reception',
  organisationId: 'org-dialog',
  flags: {},
  locations: [{ EntityHierarchy: 'acme#jhb', role: 'ADMIN' }],
};
const dbName = userDatabaseName(user);

async function deviceWithWaitingChanges(count: number): Promise<void> {
  await sessionDb.session.put({ id: 'current', user, expiresAt: Date.now() + 1, savedAt: 0 });
  const db = openTestDatabase(dbName);
  for (let seq = 1; seq <= count; seq++) {
    await db.outbox.put({
      id: `m${seq}`,
      seq,
      mutator: 'signOutVisitor',
      args: {},
      records: [],
      recordIds: [],
      clientTime: 0,
      createdAt: 0,
      attempts: 0,
      nextAttemptAt: 0,
      status: 'pending',
    });
  }
  db.close();
}

afterEach(async () => {
  cleanup();
  await Dexie.delete(dbName);
  await sessionDb.session.clear();
});

function renderPage() {
  const signOut = vi.fn(async () => {});
  render(
    <TestProviders>
      <SignOutPage signOut={signOut} />
    </TestProviders>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
  return signOut;
}

describe('Log Out when changes wait to be sent', () => {
  it('asks first, listing what waits with a count, and signs out only on a choice', async () => {
    await deviceWithWaitingChanges(2);
    const signOut = renderPage();
    const dialog = await screen.findByRole('dialog', { name: 'Changes are waiting to be sent' });
    expect(dialog.textContent).toContain('2 changes made on this device');
    expect(screen.getByRole('list', { name: 'Waiting changes' }).textContent).toContain('(2)');
    expect(signOut).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out and keep them on this device' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledWith({ keepDeviceData: true }));
  });

  it('Cancel keeps the user signed in', async () => {
    await deviceWithWaitingChanges(1);
    const signOut = renderPage();
    await screen.findByRole('dialog', { name: 'Changes are waiting to be sent' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(signOut).not.toHaveBeenCalled();
  });
});
