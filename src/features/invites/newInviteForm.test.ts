import { describe, expect, test } from 'vitest';
import { searchHostsWithTimeout } from './hostSearch.ts';
import {
  createInvitePayload,
  departsBeforeArrival,
  missingEventFields,
  newEventForm,
  parseGroupRows,
} from './newInviteForm.ts';

const labels = { networkUnavailable: 'Network unavailable', searchTimedOut: 'Search timed out' };

describe('the new invite form', () => {
  test('arrival, departure, location, host and event name are required', () => {
    const form = { ...newEventForm(new Date(2030, 0, 2, 9, 7), ''), arrivalTime: '' };
    expect(missingEventFields(form)).toEqual(['arrivalTime', 'location', 'host', 'eventName']);
    expect(form.arrivalDate).toBe('2030-01-02');
    expect(form.departureTime).toBe('11:05');
  });

  test('a departure at or before the arrival is refused', () => {
    const form = newEventForm(new Date(2030, 0, 2, 9, 0), 'acme#north');
    expect(departsBeforeArrival(form)).toBe(false);
    expect(
      departsBeforeArrival({ ...form, departureTime: '09:00', departureDate: '2030-01-02' }),
    ).toBe(true);
  });

  test('group rows: tabs, commas or semicolons; a header and blank lines skipped', () => {
    expect(
      parseGroupRows(
        'First name,Last name,Email\nAna,Lyst,ana@example.com\n\nBo\tNus\t\t+27821234567\tAcme\nCy;Press',
      ),
    ).toEqual([
      { firstName: 'Ana', lastName: 'Lyst', email: 'ana@example.com' },
      { firstName: 'Bo', lastName: 'Nus', phoneNumber: '+27821234567', company: 'Acme' },
      { firstName: 'Cy', lastName: 'Press' },
    ]);
  });

  test('the payload drops empty fields from the host and each visitor', () => {
    const form = {
      ...newEventForm(new Date(2030, 0, 2, 9, 0), 'acme#north#jhb-hq'),
      host: { name: 'Hugo Host', uniqueAttributeValue: 'host@example.com' },
      eventName: 'Planning',
      language: '',
    };
    const payload = createInvitePayload(
      form,
      [
        {
          firstName: 'Ana',
          lastName: 'Lyst',
          email: 'ana@example.com',
          phoneNumber: '',
          company: '',
        },
      ],
      'Johannesburg HQ',
      'Africa/Johannesburg',
    );
    expect(payload?.EntityHierarchy).toBe('acme#north#jhb-hq');
    expect(payload?.host).not.toHaveProperty('language');
    expect(payload?.host).toMatchObject({ location: 'Johannesburg HQ', visitorType: 'VISITOR' });
    expect(payload?.host.departureTime).toBe(Number(payload?.host.arrivalTime) + 2 * 3_600_000);
    expect(payload?.visitors).toEqual([
      { firstName: 'Ana', lastName: 'Lyst', email: 'ana@example.com' },
    ]);
    expect(createInvitePayload({ ...form, host: null }, [], '', 'UTC')).toBeNull();
  });
});

describe('host search', () => {
  test('answers the hosts found', async () => {
    const found = await searchHostsWithTimeout(
      async () => [{ name: 'Hugo', uniqueAttributeValue: 'h@x.com' }],
      labels,
    );
    expect(found).toEqual([{ name: 'Hugo', uniqueAttributeValue: 'h@x.com' }]);
  });

  test('a search that takes longer than the timeout answers the Search timed out item', async () => {
    let aborted = false;
    const found = await searchHostsWithTimeout(
      (signal) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
      labels,
      { timeoutMs: 20 },
    );
    expect(aborted).toBe(true);
    expect(found).toEqual([
      { name: 'Search timed out', uniqueAttributeValue: '00000000', isErrorItem: true },
    ]);
  });

  test('a network failure or no connection answers the Network unavailable item', async () => {
    const failed = await searchHostsWithTimeout(async () => {
      throw new TypeError('Failed to fetch');
    }, labels);
    expect(failed).toEqual([
      { name: 'Network unavailable', uniqueAttributeValue: '00000000', isErrorItem: true },
    ]);
    let called = false;
    const offline = await searchHostsWithTimeout(
      async () => {
        called = true;
        return [];
      },
      labels,
      { isOnline: () => false },
    );
    expect(called).toBe(false);
    expect(offline[0]?.name).toBe('Network unavailable');
  });
});
