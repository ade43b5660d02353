import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createApiClient,
  type GatehouseDatabase,
  KitTestProviders,
  openTestDatabase,
} from '../../kit/testing/index.ts';
import { RegisterDeviceModal } from './RegisterDeviceModal.tsx';

let db: GatehouseDatabase;
let sent: { url: string; body: unknown; idempotencyKey: string | null }[];
const KEY = `ghd_${'k'.repeat(43)}`;

function Providers({ children }: { children: ReactNode }) {
  const api = createApiClient({
    fetch: async (input, init) => {
      sent.push({
        url: String(input),
        body: JSON.parse(String(init?.body)),
        idempotencyKey: new Headers(init?.headers).get('Idempotency-Key'),
      });
      return new Response(
        JSON.stringify({ key: 'OPERATION_PROCESSED', deviceId: 'd-1', deviceKey: KEY }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    },
  });
  return (
    <KitTestProviders db={db} api={api}>
      {children}
    </KitTestProviders>
  );
}

beforeEach(() => {
  db = openTestDatabase();
  sent = [];
});
afterEach(async () => {
  cleanup();
  db.close();
  await db.delete();
});

describe('RegisterDeviceModal', () => {
  it('registers a named device of a kind once and shows its key', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <RegisterDeviceModal opened at="acme#north#jhb-hq" atLabel="Acme HQ" onClose={onClose} />,
      { wrapper: Providers },
    );
    const register = await screen.findByRole('button', { name: 'Register' });
    expect(register.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText(/Device name/), '  Gate kiosk ');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByTestId('device-key')).textContent).toBe(KEY);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toContain('resourceOperations/manageDevices');
    expect(sent[0]!.body).toEqual({
      operation: 'REGISTER_NEW',
      EntityHierarchy: 'acme#north#jhb-hq',
      name: 'Gate kiosk',
      kind: 'RECEPTION_TABLET',
    });
    expect(sent[0]!.idempotencyKey).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  }, 20_000);
});
