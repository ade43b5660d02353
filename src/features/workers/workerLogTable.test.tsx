import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pairShifts } from '../../../contract/transitions/shiftPairing.ts';
import { RecordTable } from '../../kit/pages/RecordTable.tsx';
import { TestProviders } from '../../kit/testing/index.ts';
import { checkInText, fieldColumns } from './fieldColumns.ts';
import { largeSiteMonth, workerEvent } from './testing/workerEvents.ts';
import { matchesClockFilter, pairKey, type WorkerPair, workerName } from './workerRows.ts';

afterEach(cleanup);

const END = Date.UTC(2026, 10, 23);

describe('the worker log table', () => {
  it('renders only the rows in view of a month of a large site (52,000 events)', () => {
    const { pairs } = pairShifts(largeSiteMonth(1200, 22, END));
    expect(pairs.length).toBeGreaterThan(25_000);
    const columns = [
      { key: 'worker', title: 'Name', value: workerName },
      { key: 'in', title: 'Clock in', value: (p: WorkerPair) => p.clockInEvent?.evtTimeStamp },
    ];
    render(
      <TestProviders>
        <RecordTable rows={pairs} rowKey={pairKey} columns={columns} caption="Employee Log" />
      </TestProviders>,
    );
    const rendered = screen.getAllByRole('row').length;
    expect(rendered).toBeLessThan(60);
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe(String(pairs.length + 1));
  });
});

describe('field columns', () => {
  const field = {
    id: 'ppe',
    label: 'PPE',
    inputSettings: { inputType: 'staticDropDownListMultiSelect' },
    staticDropDownListItems: [
      { dataKey: 'H', text: 'Hard hat' },
      { dataKey: 'V', text: 'Vest' },
    ],
  };
  const withFields = workerEvent('CLOCK_IN', 1000, {
    checkInFieldValues: { ppe: ['H', 'V', 'X'], old: 'x' },
    flowIdentityType: {
      additionalFlowDataCapturing: {
        checkIn: [field, { id: 'old', deleted: true }, { id: 'off', disabled: true }],
      },
    },
    customFields: { zone: 'B', badge: 7 },
  });
  const pair: WorkerPair = {
    referenceTimeStamp: 1000,
    clockInEvent: withFields,
    clockOutEvent: null,
  };

  it('one column per live check-in field, then custom fields by id; drop-down texts joined', () => {
    const columns = fieldColumns([pair]);
    expect(columns.map((c) => `${c.kind}:${c.title}`)).toEqual([
      'checkIn:PPE',
      'custom:badge',
      'custom:zone',
    ]);
    expect(columns.map((c) => c.text(pair))).toEqual(['Hard hat;Vest;X', '7', 'B']);
    expect(checkInText(withFields, { id: 'missing' })).toBe('');
  });

  it('filters shifts: clocked in are those without clock-out', () => {
    const closed: WorkerPair = { ...pair, clockOutEvent: workerEvent('CLOCK_OUT', 2000) };
    expect([pair, closed].filter((p) => matchesClockFilter(p, 'clockedIn'))).toEqual([pair]);
    expect([pair, closed].filter((p) => matchesClockFilter(p, 'clockedOut'))).toEqual([closed]);
    expect([pair, closed].filter((p) => matchesClockFilter(p, 'all'))).toHaveLength(2);
  });
});
