import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from './testing/TestProviders.tsx';
import { DateRangePicker } from './DateRangePicker.tsx';
import { type DateRange, presetRange } from './dateRanges.ts';

afterEach(cleanup);

/** A fixed moment: Wednesday 15 May 2024, 10:30 local time. */
const now = new Date(2024, 4, 15, 10, 30).valueOf();

function renderPicker(value: DateRange) {
  const onChange = vi.fn();
  render(
    <TestProviders>
      <DateRangePicker value={value} onChange={onChange} now={now} />
    </TestProviders>,
  );
  return onChange;
}

const select = () => screen.getByRole('combobox', { name: 'Date range' }) as HTMLSelectElement;

describe('DateRangePicker', () => {
  it('offers every preset of the spec, the day presets and a custom range', () => {
    renderPicker(presetRange('today', now));
    const options = [...select().options].map((option) => option.textContent);
    expect(options).toEqual([
      'Today',
      'Tomorrow',
      'Yesterday',
      'This week',
      'This month',
      'Last month',
      'This year',
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
      'Custom range',
    ]);
  });

  it.each(['yesterday', 'this-month', 'last-month', '30'])(
    'choosing %s answers that preset range',
    async (preset) => {
      const onChange = renderPicker(presetRange('today', now));
      await userEvent.selectOptions(select(), preset);
      const expected = Number.isNaN(Number(preset))
        ? presetRange(preset as 'yesterday', now)
        : presetRange(Number(preset), now);
      expect(onChange).toHaveBeenCalledWith(expected);
    },
  );

  it('recognises the preset of the current range and shows its days', () => {
    renderPicker(presetRange('last-month', now));
    expect(select().value).toBe('last-month');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2024-04-01');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2024-04-30');
  });

  it('shows a hand-picked range as custom; the open end is an empty field', () => {
    renderPicker({ begin: new Date(2024, 0, 3).valueOf(), end: 9999999999999 });
    expect(select().value).toBe('custom');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('');
  });
});
