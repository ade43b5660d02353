import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createApiClient,
  type GatehouseDatabase,
  KitTestProviders,
  openTestDatabase,
} from '../../kit/testing/index.ts';
import { ChangePersonId } from './ChangePersonId.tsx';

const PERSON = { hierarchy: 'acme#north#jhb', ProfileId: 'p-1', personalIdentificationNr: 'E10O' };

let db: GatehouseDatabase;
let sent: Record<string, unknown>[];
let answer: { status: number; body: Record<string, unknown> };

/** The server's side of updateEmployeeDirectory: the scripted answer, nothing stored. */
async function scriptedFetch(_url: string, init?: RequestInit): Promise<Response> {
  sent.push(JSON.parse(String(init?.body)));
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });
}

function renderChange(onChanged: () => void) {
  render(
    <KitTestProviders db={db} api={createApiClient({ fetch: scriptedFetch })}>
      <ChangePersonId person={PERSON} onChanged={onChanged} />
    </KitTestProviders>,
  );
}

async function changeTo(id: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Change person ID' }));
  const input = await screen.findByLabelText('New person ID');
  await userEvent.clear(input);
  await userEvent.type(input, id);
  await userEvent.click(screen.getByRole('button', { name: 'Change' }));
  return input;
}

beforeEach(async () => {
  db = await openTestDatabase();
  sent = [];
  answer = { status: 200, body: { key: 'OPERATIONS_PROCESSED', upserted: 1 } };
});
afterEach(async () => {
  cleanup();
  db.close();
});

describe('Change person ID', () => {
  it('sends one resetPersonalIdentificationNr for the person and closes', async () => {
    const onChanged = vi.fn();
    renderChange(onChanged);
    await changeTo('E100');
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      {
        operations: {
          EntityHierarchy: PERSON.hierarchy,
          resetPersonalIdentificationNr: { ProfileId: 'p-1', personalIdentificationNr: 'E100' },
        },
      },
    ]);
  });

  it('shows why the server refused and keeps the typed ID', async () => {
    answer = {
      status: 409,
      body: {
        key: 'DIRECTORY_ROWS_INVALID',
        message: 'operations.resetPersonalIdentificationNr: personalIdentificationNr is in use',
      },
    };
    const onChanged = vi.fn();
    renderChange(onChanged);
    const input = await changeTo('E200');
    expect((await screen.findByRole('alert')).textContent).toMatch(/in use/);
    expect((input as HTMLInputElement).value).toBe('E200');
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('offers no change until the ID differs', async () => {
    renderChange(vi.fn());
    await userEvent.click(screen.getByRole('button', { name: 'Change person ID' }));
    await screen.findByLabelText('New person ID');
    expect(screen.getByRole('button', { name: 'Change' }).hasAttribute('disabled')).toBe(true);
  });
});
