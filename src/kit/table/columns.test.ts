import { describe, expect, it } from 'vitest';
import { toCsv } from '../../ui/csv.ts';
import { type ColumnDescription, csvColumns, tableColumns } from './columns.ts';

interface Person {
  name: string;
  visits: number;
}

const columns: ColumnDescription<Person>[] = [
  { key: 'name', title: 'Name', value: (row) => row.name, width: 120 },
  { key: 'visits', title: 'Visits', value: (row) => row.visits, render: (row) => `${row.visits}x` },
  { key: 'actions', title: 'Actions', value: () => '', exported: false },
];

describe('one column description for table and CSV', () => {
  it('gives the table every column, rendering the plain value unless a cell is given', () => {
    const table = tableColumns(columns);
    expect(table.map((column) => [column.key, column.title, column.width])).toEqual([
      ['name', 'Name', 120],
      ['visits', 'Visits', undefined],
      ['actions', 'Actions', undefined],
    ]);
    const ann = { name: 'Ann', visits: 2 };
    expect(table.map((column) => column.render(ann))).toEqual(['Ann', '2x', '']);
  });

  it('exports the exported columns with their plain values', () => {
    expect(toCsv(csvColumns(columns), [{ name: 'Ann', visits: 2 }])).toBe(
      '"Name","Visits"\r\n"Ann","2"\r\n',
    );
  });
});
