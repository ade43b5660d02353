import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import {
  KIOSK_CODE_INVALID,
  KIOSK_HEARTBEAT_PATH,
  KIOSK_PAIR_PATH,
  KIOSK_REVOKED,
} from '../../../contract/kioskPairing.ts';
import { TestProviders } from '../../kit/testing/index.ts';
import { KioskPage } from './KioskPage.tsx';
import type { KioskFetch } from './kioskRequests.ts';
import { type KioskCredential, openKioskStore } from './kioskStorage.ts';

afterEach(cleanup);

interface Sent {
  path: string;
  body: Record<string, unknown>;
  authorization: string | null;
}

type Answer = { status: number; body: unknown } | 'network-error';

/** A scripted server: each path answers from its own queue (the last answer repeats). */
function scriptedFetch(answers: Record<string, Answer[]>) {
  const sent: Sent[] = [];
  const fetch: KioskFetch = async (input, init) => {
    sent.push({
      path: input,
      body: JSON.parse(String(init?.body)),
      authorization: new Headers(init?.headers).get('Authorization'),
    });
    const queue = answers[input] ?? [];
    const answer = queue.length > 1 ? queue.shift()! : queue[0];
    if (!answer || answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch, sent };
}

const KEY = `ghd_${'k'.repeat(43)}`;
const NEXT_KEY = `ghd_${'n'.repeat(43)}`;
const paired = {
  key: 'KIOSK_PAIRED',
  deviceId: 'kiosk-1',
  deviceKey: KEY,
  organisationId: 'acme',
  EntityHierarchy: 'acme#north#jhb-hq',
  name: 'Main entrance',
  locationName: 'Acme - Johannesburg HQ',
};
const active = (extra: Record<string, unknown> = {}) => ({
  status: 200,
  body: {
    key: 'KIOSK_ACTIVE',
    deviceId: 'kiosk-1',
    EntityHierarchy: 'acme#north#jhb-hq',
    name: 'Main entrance',
    locationName: 'Acme - Johannesburg HQ',
    serverTime: Date.now(),
    ...extra,
  },
});
const credential: KioskCredential = {
  deviceId: 'kiosk-1',
  deviceKey: KEY,
  organisationId: 'acme',
  EntityHierarchy: 'acme#north#jhb-hq',
  name: 'Main entrance',
  locationName: 'Acme - Johannesburg HQ',
  pairedAt: 1,
};

let databases = 0;
const databaseName = () => `gatehouse-kiosk-test-${++databases}`;

function renderKiosk(props: Parameters<typeof KioskPage>[0]) {
  return render(
    <TestProviders>
      <KioskPage heartbeatMs={40} {...props} />
    </TestProviders>,
  );
}

describe('KioskPage, not paired', () => {
  it('pairs with the code of its link and shows the location, then reports', async () => {
    const name = databaseName();
    const server = scriptedFetch({
      [KIOSK_PAIR_PATH]: [{ status: 200, body: paired }],
      [KIOSK_HEARTBEAT_PATH]: [active()],
    });
    let pairedCalls = 0;
    renderKiosk({
      code: 'abcd-efgh',
      store: openKioskStore(name),
      fetch: server.fetch,
      onPaired: () => pairedCalls++,
    });
    const input = await screen.findByLabelText('Enter the pairing code');
    expect((input as HTMLInputElement).value).toBe('abcd-efgh');
    await userEvent.click(screen.getByRole('button', { name: 'Pair this kiosk' }));

    expect(
      (await screen.findByRole('heading', { level: 1, name: 'Acme - Johannesburg HQ' }))
        .textContent,
    ).toBe('Acme - Johannesburg HQ');
    expect(
      screen.getByText('Sign-in at this kiosk is not available yet. Please see reception.'),
    ).toBeTruthy();
    expect(pairedCalls).toBe(1);
    expect(sent(server, KIOSK_PAIR_PATH)[0]!.body).toEqual({ code: 'ABCDEFGH', appVersion: 'dev' });
    expect(sent(server, KIOSK_PAIR_PATH)[0]!.authorization).toBeNull();
    await waitFor(() => expect(sent(server, KIOSK_HEARTBEAT_PATH).length).toBeGreaterThan(1));
    const beat = sent(server, KIOSK_HEARTBEAT_PATH)[0]!;
    expect(beat.authorization).toBe(`Device kiosk-1:${KEY}`);
    expect(beat.body).toEqual({ appVersion: 'dev', pendingChanges: 0 });
    // Kept for the next start, offline or not.
    expect(await openKioskStore(name).read()).toMatchObject({
      deviceId: 'kiosk-1',
      deviceKey: KEY,
    });
  });

  it('says what went wrong in the words of whoever stands at the tablet', async () => {
    const server = scriptedFetch({
      [KIOSK_PAIR_PATH]: [
        { status: 404, body: { key: KIOSK_CODE_INVALID, message: 'not valid' } },
        { status: 429, body: { key: 'KIOSK_PAIR_RATE_LIMITED', message: 'wait' } },
        'network-error',
      ],
    });
    renderKiosk({ store: openKioskStore(databaseName()), fetch: server.fetch });
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Enter the pairing code');
    const pairButton = screen.getByRole('button', { name: 'Pair this kiosk' });

    await user.type(input, 'ABC');
    await user.click(pairButton);
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Enter the 8-character code shown on the administrator's screen.",
    );
    expect(server.sent).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'WXYZ 2345');
    await user.click(pairButton);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This pairing code is not valid. Ask an administrator for a new one.',
    );
    await user.click(pairButton);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Wait a minute, then try again.',
    );
    await user.click(pairButton);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Connect this tablet to the network to pair it.',
    );
    expect(server.sent.map((request) => request.body.code)).toEqual([
      'WXYZ2345',
      'WXYZ2345',
      'WXYZ2345',
    ]);
  });
});

describe('KioskPage, paired', () => {
  it('keeps its welcome screen while offline and stores a rotated key before using it', async () => {
    const name = databaseName();
    await openKioskStore(name).save(credential);
    const server = scriptedFetch({
      [KIOSK_HEARTBEAT_PATH]: ['network-error', active({ nextDeviceKey: NEXT_KEY }), active()],
    });
    renderKiosk({ store: openKioskStore(name), fetch: server.fetch });
    expect(await screen.findByTestId('kiosk-welcome')).toBeTruthy();
    await waitFor(() =>
      expect(sent(server, KIOSK_HEARTBEAT_PATH).map((r) => r.authorization)).toContain(
        `Device kiosk-1:${NEXT_KEY}`,
      ),
    );
    const keys = sent(server, KIOSK_HEARTBEAT_PATH).map((r) => r.authorization);
    expect(keys.slice(0, 2)).toEqual([`Device kiosk-1:${KEY}`, `Device kiosk-1:${KEY}`]);
    expect((await openKioskStore(name).read())?.deviceKey).toBe(NEXT_KEY);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('kiosk-location').textContent).toBe('Acme - Johannesburg HQ');
  });

  it('deletes what it stored and asks for a code again once an administrator removed it', async () => {
    const name = databaseName();
    await openKioskStore(name).save(credential);
    const server = scriptedFetch({
      [KIOSK_HEARTBEAT_PATH]: [
        active(),
        { status: 401, body: { key: KIOSK_REVOKED, message: 'This kiosk has been unpaired' } },
      ],
    });
    renderKiosk({ code: 'ABCD-EFGH', store: openKioskStore(name), fetch: server.fetch });
    expect(await screen.findByTestId('kiosk-welcome')).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toBe(
      'This kiosk was unpaired by an administrator.',
    );
    // The spent code of its link is not offered again.
    expect((screen.getByLabelText('Enter the pairing code') as HTMLInputElement).value).toBe('');
    expect(await Dexie.exists(name)).toBe(false);
    const beats = sent(server, KIOSK_HEARTBEAT_PATH).length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(sent(server, KIOSK_HEARTBEAT_PATH)).toHaveLength(beats);
  });

  it('shows the kiosk its name where the server names no location', async () => {
    const name = databaseName();
    const { locationName: _, ...withoutLocation } = credential;
    await openKioskStore(name).save(withoutLocation);
    const { locationName: __, ...answer } = active().body;
    const server = scriptedFetch({ [KIOSK_HEARTBEAT_PATH]: [{ status: 200, body: answer }] });
    renderKiosk({ store: openKioskStore(name), fetch: server.fetch });
    expect((await screen.findByTestId('kiosk-location')).textContent).toBe('Main entrance');
  });
});

function sent(server: { sent: Sent[] }, path: string): Sent[] {
  return server.sent.filter((request) => request.path === path);
}
