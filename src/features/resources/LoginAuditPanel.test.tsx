import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createApiClient,
  type GatehouseDatabase,
  KitTestProviders,
  openTestDatabase,
} from '../../kit/testing/index.ts';
import { LoginAuditPanel } from './LoginAuditPanel.tsx';

let db: GatehouseDatabase;
let answers: { status: number; body: unknown }[];
let sent: Record<string, unknown>[];

function Providers({ children }: { children: ReactNode }) {
  const api = createApiClient({
    fetch: async (input, init) => {
      expect(String(input)).toContain('userOperations/retrieveUserLoginAudit');
      sent.push(JSON.parse(String(init?.body)));
      const answer = answers.shift() ?? { status: 500, body: { key: 'ERROR', message: 'none' } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
  return (
    <KitTestProviders db={db} api={api}>
      {children}
    </KitTestProviders>
  );
}

const entry = (at: number, email: string, terminal: string) => ({
  evtTimeStamp: at,
  userEmail: email,
  userTerminalId: terminal,
  event: 'USER_LOGIN',
  sub: email,
});

const page = (
  entries: ReturnType<typeof entry>[],
  next?: { evtTimeStamp: number; sub: string },
) => ({
  status: 200,
  body: { key: 'LOG_RETRIEVED', entries, ...(next ? { next } : {}) },
});

beforeEach(() => {
  db = openTestDatabase();
  answers = [];
  sent = [];
});
afterEach(async () => {
  cleanup();
  db.close();
  await db.delete();
});

const SLOW = 20_000;

function rowTexts(): string[] {
  const table = screen.getByRole('table', { name: 'Sign-ins' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');
}

describe('LoginAuditPanel', () => {
  it(
    'shows sign-ins as the server answers them (newest first), loads older ones and searches',
    async () => {
      const user = userEvent.setup();
      answers.push(
        page(
          [
            entry(2_000_000, 'ada@example.com', 'tablet-2'),
            entry(1_000_000, 'bob@example.com', 'pc-1'),
          ],
          { evtTimeStamp: 1_000_000, sub: 'bob@example.com' },
        ),
      );
      render(<LoginAuditPanel />, { wrapper: Providers });
      await screen.findByRole('table', { name: 'Sign-ins' });
      expect(rowTexts()).toHaveLength(2);
      expect(rowTexts()[0]).toContain('ada@example.com');
      expect(rowTexts()[0]).toContain('tablet-2');
      expect(sent[0]).toEqual({ query: {} });

      answers.push(page([entry(500_000, 'cy@example.com', 'kiosk')]));
      await user.click(screen.getByRole('button', { name: 'Load older sign-ins' }));
      await waitFor(() => expect(rowTexts()).toHaveLength(3));
      expect(sent[1]).toEqual({
        query: { before: { evtTimeStamp: 1_000_000, sub: 'bob@example.com' } },
      });
      expect(screen.queryByRole('button', { name: 'Load older sign-ins' })).toBeNull();
      expect(screen.getByRole('button', { name: /Export/ }).hasAttribute('disabled')).toBe(false);

      answers.push(page([entry(1_000_000, 'bob@example.com', 'pc-1')]));
      await user.type(screen.getByLabelText('Search sign-ins'), ' bob ');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(rowTexts()).toHaveLength(1));
      expect(sent[2]).toEqual({ query: { search: 'bob' } });
    },
    SLOW,
  );

  it(
    'says when there are no sign-ins, and shows a refusal',
    async () => {
      answers.push(page([]));
      render(<LoginAuditPanel />, { wrapper: Providers });
      expect(await screen.findByText('No sign-ins found.')).toBeTruthy();
      cleanup();
      answers.push({ status: 403, body: { key: 'NOT_AUTHORIZED', message: 'Not Authorized' } });
      render(<LoginAuditPanel />, { wrapper: Providers });
      expect(await screen.findByText(/Not Authorized/)).toBeTruthy();
    },
    SLOW,
  );
});
