import { Table } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../testing/TestProviders.tsx';
import { sameRowContent } from './DataRow.tsx';
import { DataTable, type DataTableColumn } from './DataTable.tsx';

afterEach(cleanup);

interface Person {
  id: string;
  name: string;
}

const people = (names: string[]): Person[] => names.map((name) => ({ id: name, name }));

function table(rows: Person[], columns: DataTableColumn<Person>[]) {
  return (
    <TestProviders>
      <DataTable
        caption="People"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name}
      />
    </TestProviders>
  );
}

describe('DataTable rows', () => {
  it('renders the cells of a new row only, when a live query hands back fresh copies', () => {
    const renderName = vi.fn((row: Person) => row.name);
    const columns: DataTableColumn<Person>[] = [{ key: 'name', title: 'Name', render: renderName }];
    const { rerender } = render(table(people(['Ann', 'Ben']), columns));
    expect(renderName).toHaveBeenCalledTimes(2);

    renderName.mockClear();
    rerender(table(people(['Cy', 'Ann', 'Ben']), columns));
    expect(renderName.mock.calls.map(([row]) => row.name)).toEqual(['Cy']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Cy', 'Ann', 'Ben']);
    expect(rows.map((row) => row.getAttribute('aria-rowindex'))).toEqual(['2', '3', '4']);
  });

  it('renders a row again when its content changes', () => {
    const renderName = vi.fn((row: Person) => row.name);
    const columns: DataTableColumn<Person>[] = [{ key: 'name', title: 'Name', render: renderName }];
    const { rerender } = render(table(people(['Ann', 'Ben']), columns));
    renderName.mockClear();
    rerender(table([{ id: 'Ann', name: 'Anna' }, ...people(['Ben'])], columns));
    expect(renderName.mock.calls.map(([row]) => row.name)).toEqual(['Anna']);
    expect(screen.getByRole('row', { name: 'Anna' })).toBeTruthy();
  });

  it("styles a body row and its cells as Mantine's Table.Tr and Table.Td would", () => {
    const columns: DataTableColumn<Person>[] = [
      { key: 'name', title: 'Name', render: (r) => r.name },
    ];
    render(table(people(['Ann']), columns));
    const row = screen.getByRole('row', { name: 'Ann' });
    render(
      <TestProviders>
        <Table highlightOnHover>
          <Table.Tbody>
            <Table.Tr data-testid="mantine-row">
              <Table.Td>Ben</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </TestProviders>,
    );
    const mantineRow = screen.getByTestId('mantine-row');
    const attributes = (element: Element) =>
      Object.fromEntries(
        [...element.attributes]
          .filter(
            ({ name }) => name === 'class' || name.startsWith('data-with') || name === 'data-hover',
          )
          .map(({ name, value }) => [name, value]),
      );
    expect(attributes(row)).toEqual(attributes(mantineRow));
    expect(attributes(row.querySelector('td')!)).toEqual(
      attributes(mantineRow.querySelector('td')!),
    );
    expect(row.getAttribute('class')).toContain('mantine-Table-tr');
  });

  it('treats equal content as the same row and different content as a change', () => {
    expect(sameRowContent({ a: 1, b: [2] }, { a: 1, b: [2] })).toBe(true);
    expect(sameRowContent({ a: 1, b: [2] }, { a: 1, b: [3] })).toBe(false);
  });
});
