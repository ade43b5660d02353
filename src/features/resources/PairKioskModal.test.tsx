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
import { kioskPairingLink, PairKioskModal } from './PairKioskModal.tsx';

let db: GatehouseDatabase;
let sent: { body: unknown; idempotencyKey: string | null }[];
const EXPIRES = Date.UTC(2026, 5, 1, 9, 10);

function Providers({ children }: { children: ReactNode }) {
  const api = createApiClient({
    fetch: async (_input, init) => {
      sent.push({
        body: JSON.parse(String(init?.body)),
        idempotencyKey: new Headers(init?.headers).get('Idempotency-Key'),
      });
      return new Response(
        JSON.stringify({
          key: 'OPERATION_PROCESSED',
          deviceId: 'kiosk-1',
          pairingCode: 'WXYZ2345',
          pairingExpiresAt: EXPIRES,
        }),
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

describe('PairKioskModal', () => {
  it('pairs a named kiosk at the location and shows its code, QR and expiry', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<PairKioskModal opened at="acme#north#jhb-hq" atLabel="Acme HQ" onClose={onClose} />, {
      wrapper: Providers,
    });
    const submit = await screen.findByRole('button', { name: 'Get pairing code' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText(/Kiosk name/), ' Main entrance ');
    await user.click(submit);

    expect((await screen.findByTestId('kiosk-pairing-code')).textContent).toBe('WXYZ-2345');
    expect(sent).toEqual([
      {
        body: {
          operation: 'PAIR_KIOSK',
          EntityHierarchy: 'acme#north#jhb-hq',
          name: 'Main entrance',
        },
        idempotencyKey: expect.any(String),
      },
    ]);
    const qr = await screen.findByRole('img', { name: 'QR code of the pairing link' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' }).format(EXPIRES);
    expect(screen.getByTestId('kiosk-pairing-expiry').textContent).toBe(
      `Valid until ${time}. The code can be used once.`,
    );
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  }, 20_000);

  it('links to /kiosk with the code as shown', () => {
    expect(kioskPairingLink('WXYZ2345', 'https://gate.example')).toBe(
      'https://gate.example/kiosk?code=WXYZ-2345',
    );
  });
});
