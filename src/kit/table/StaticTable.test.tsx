import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../ui/testing/TestProviders.tsx';
import type { ColumnDescription } from './columns.ts';
import { StaticTable } from './StaticTable.tsx';

interface Person {
  id: string;
  name: string;
  age: number;
}

const columns: ColumnDescription<Person>[] = [
  { key: 'name', title: 'Name', value: (row) => row.name, rowHeader: true },
  { key: 'age', title: 'Age', value: (row) => row.age },
  {
    key: 'pick',
    title: 'Pick',
    header: <input type="checkbox" aria-label="Pick all" />,
    value: () => null,
    render: (row) => <button type="button">Pick {row.name}</button>,
  },
];

describe('StaticTable', () => {
  it('renders every row from the column descriptions, named and with its attributes', () => {
    render(
      <TestProviders>
        <StaticTable
          caption="People"
          columns={columns}
          rows={[
            { id: 'a', name: 'Ada', age: 36 },
            { id: 'b', name: 'Bo', age: 7 },
          ]}
          rowKey={(row) => row.id}
          rowAttributes={(row) => ({ 'data-person': row.id })}
          minWidth={400}
        />
      </TestProviders>,
    );
    const table = screen.getByRole('table', { name: 'People' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByRole('columnheader', { name: 'Age' })).toBeTruthy();
    expect(within(table).getByRole('checkbox', { name: 'Pick all' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Ada' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '7' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Pick Bo' })).toBeTruthy();
    expect(table.querySelector('tr[data-person="b"]')).not.toBeNull();
  });
});
