import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../kit/testing/index.ts';
import { DeviceTable } from './DeviceTable.tsx';
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
});
