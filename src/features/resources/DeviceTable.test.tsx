import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setClockForEachTest } from '../../kit/testing/index.ts';
import { TestProviders } from '../../kit/testing/index.ts';
import { DeviceTable } from './DeviceTable.tsx';
import { useDrawnAt } from './kioskState.ts';
import type { DeviceRecord } from './queries.ts';

afterEach(cleanup);

const device = (overrides: Partial<DeviceRecord>): DeviceRecord =>
  ({
    EntityHierarchy: 'acme#north#jhb-hq',
    deviceId: 'd1',
    name: 'Reception tablet',
    kind: 'RECEPTION_TABLET',
    connectionState: 'DISCONNECTED',
    registeredAt: 1,
    registeredBy: 'admin@example.com',
    lmt: 1,
    changeSeq: 1,
    ...overrides,
  }) as DeviceRecord;

/** The table as the page draws it: at the time useDrawnAt gives. */
function DrawnTable({ devices }: { devices: DeviceRecord[] }) {
  const now = useDrawnAt(devices);
  return (
    <DeviceTable
      devices={devices}
      labelOf={() => 'Acme Johannesburg HQ'}
      onRemove={() => undefined}
      now={now}
    />
  );
}

describe('DeviceTable', () => {
  it('shows each device with its kind, location and connection state', async () => {
    const onRemove = vi.fn();
    const printer = device({
      deviceId: 'd2',
      name: 'Badge printer',
      kind: 'BADGE_PRINTER',
      connectionState: 'CONNECTED',
    });
    render(
      <TestProviders>
        <DeviceTable
          devices={[
            device({}),
            printer,
            device({
              deviceId: 'd3',
              name: 'Old kiosk',
              kind: 'KIOSK',
              lastSeenAt: Date.UTC(2026, 0, 2),
            }),
          ]}
          labelOf={() => 'Acme Johannesburg HQ'}
          onRemove={onRemove}
          now={Date.now()}
        />
      </TestProviders>,
    );
    const rows = within(screen.getByRole('table', { name: 'Devices' })).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Disconnected');
    expect(rows[1]!.textContent).toContain('Never');
    expect(rows[2]!.textContent).toContain('Connected');
    expect(rows[2]!.textContent).toContain('Now');
    expect(rows[2]!.getAttribute('data-device')).toBe('d2');
    expect(rows[2]!.getAttribute('data-connection')).toBe('CONNECTED');
    expect(rows[2]!.textContent).toContain('Badge printer');
    expect(rows[3]!.textContent).toContain('Kiosk');
    expect(rows[3]!.textContent).toContain('2026');
    expect(rows[3]!.textContent).toContain('Acme Johannesburg HQ');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Badge printer' }));
    expect(onRemove).toHaveBeenCalledWith(printer);
  });

  describe('kiosks paired with a code', () => {
    const NOW = Date.UTC(2026, 5, 1, 9, 0);
    setClockForEachTest(NOW);
    const until = (ms: number) =>
      new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' }).format(new Date(ms));

    it('shows a kiosk waiting for pairing, an expired code, and a paired kiosk with its report', () => {
      const waitingUntil = NOW + 5 * 60_000;
      render(
        <TestProviders>
          <DeviceTable
            devices={[
              device({
                deviceId: 'k1',
                name: 'Door',
                kind: 'KIOSK',
                pairingExpiresAt: waitingUntil,
              }),
              device({ deviceId: 'k2', name: 'Gate', kind: 'KIOSK', pairingExpiresAt: NOW - 1 }),
              device({
                deviceId: 'k3',
                name: 'Lobby',
                kind: 'KIOSK',
                pairedAt: NOW - 60 * 60_000,
                lastContactAt: NOW - 10_000,
                appVersion: '1.4.2',
                pendingChanges: 3,
              }),
              device({
                deviceId: 'k4',
                name: 'Yard',
                kind: 'KIOSK',
                pairedAt: NOW - 60 * 60_000,
                lastContactAt: Date.UTC(2026, 4, 30, 7, 0),
                appVersion: '1.4.1',
                pendingChanges: 0,
              }),
            ]}
            labelOf={() => 'Acme Johannesburg HQ'}
            onRemove={vi.fn()}
            now={NOW}
          />
        </TestProviders>,
      );
      const table = screen.getByRole('table', { name: 'Devices' });
      const row = (id: string) => table.querySelector(`tr[data-device="${id}"]`)!;
      expect(row('k1').textContent).toContain(`Waiting for pairing (until ${until(waitingUntil)})`);
      expect(row('k1').getAttribute('data-pairing')).toBe('waiting');
      expect(row('k1').textContent).toContain('Never');
      expect(row('k2').textContent).toContain('Pairing expired');
      expect(row('k2').getAttribute('data-pairing')).toBe('expired');
      // Paired and heard from recently: connected, with its last contact and its report.
      expect(row('k3').getAttribute('data-pairing')).toBe('paired');
      expect(row('k3').textContent).toContain('Connected');
      expect(row('k3').textContent).not.toContain('Disconnected');
      expect(row('k3').textContent).toContain('App 1.4.2');
      expect(row('k3').textContent).toContain('3 changes waiting');
      expect(row('k4').textContent).toContain('Disconnected');
      expect(row('k4').textContent).toContain('2026');
      expect(row('k4').textContent).toContain('App 1.4.1');
      expect(row('k4').textContent).toContain('0 changes waiting');
    });

    it('turns a waiting kiosk to expired when its code runs out, without a change to its record', async () => {
      vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      try {
        const devices = [
          device({ deviceId: 'k1', name: 'Door', kind: 'KIOSK', pairingExpiresAt: NOW + 1000 }),
        ];
        render(
          <TestProviders>
            <DrawnTable devices={devices} />
          </TestProviders>,
        );
        const row = () => screen.getByRole('table').querySelector('tr[data-device="k1"]')!;
        expect(row().getAttribute('data-pairing')).toBe('waiting');
        await act(() => vi.advanceTimersByTimeAsync(1100));
        expect(row().getAttribute('data-pairing')).toBe('expired');
        expect(row().textContent).toContain('Pairing expired');
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
