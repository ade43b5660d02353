import { describe, expect, it } from 'vitest';
import { type CsvColumn, csvCell, csvFileName, neutraliseFormula, toCsv } from './csv.ts';

describe('neutraliseFormula', () => {
  it.each([
    ['=SUM(A1:A2)', 'SUM(A1:A2)'],
    ['==1+1', '1+1'],
    ['=-2+3', "'-2+3"],
    ['+cmd', "'+cmd"],
    ['-cmd', "'-cmd"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['-12.5', '-12.5'],
    ['+27', '+27'],
    ['12', '12'],
    ['-.5', '-.5'],
    ['1e5', '1e5'],
    ['-1e-3', '-1e-3'],
    ['-', "'-"],
    ['- 12', "'- 12"],
    ['plain', 'plain'],
    ['a=b', 'a=b'],
    ['', ''],
    ['\t=SUM(A1)', "'\t=SUM(A1)"],
    ['\r=SUM(A1)', "'\r=SUM(A1)"],
    ['\n=SUM(A1)', "'\n=SUM(A1)"],
    ['\t+cmd', "'\t+cmd"],
    ['\r+cmd', "'\r+cmd"],
    ['\n+cmd', "'\n+cmd"],
    ['\t-cmd', "'\t-cmd"],
    ['\r-cmd', "'\r-cmd"],
    ['\n-cmd', "'\n-cmd"],
    ['\t@SUM(A1)', "'\t@SUM(A1)"],
    ['\r@SUM(A1)', "'\r@SUM(A1)"],
    ['\n@SUM(A1)', "'\n@SUM(A1)"],
    ['\r\n=1+1', "'\r\n=1+1"],
    ['=\t=1+1', "'\t=1+1"],
    ['\t-12', "'\t-12"],
    ['\tplain', "'\tplain"],
    ['\rplain', "'\rplain"],
    ['\nplain', "'\nplain"],
    ['12\t', '12\t'],
    ['a\t=b', 'a\t=b'],
  ])('%j → %j', (input, output) => {
    expect(neutraliseFormula(input)).toBe(output);
  });
});

describe('csvCell', () => {
  it.each([
    ['a,b', '"a|b"'],
    ['say "hi"', '"say ""hi"""'],
    [null, '""'],
    [undefined, '""'],
    [0, '"0"'],
    [-3, '"-3"'],
    [true, '"true"'],
    [['a', 'b', 'c'], '"a;b;c"'],
    [['=x', 'y'], '"x;y"'],
    [new Date(Date.UTC(2024, 0, 2, 3, 4, 5)), '"2024-01-02T03:04:05.000Z"'],
    ['=HYPERLINK("http://x,y")', '"HYPERLINK(""http://x|y"")"'],
    ['line\nbreak', '"line\nbreak"'],
  ])('%j → %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

interface Row {
  name: string;
  phone: string;
  tags: string[];
  amount: number;
}

describe('toCsv', () => {
  const rows: Row[] = [
    { name: 'Ann, Lee', phone: '+27821234567', tags: ['vip', 'staff'], amount: -12.5 },
    { name: '@evil', phone: '-', tags: [], amount: 3 },
  ];

  it('quotes every cell, keeps numbers and neutralises the rest', () => {
    const columns: CsvColumn<Row>[] = [
      { title: 'Name', key: 'name' },
      { title: { props: { children: 'Phone' } }, key: 'phone' },
      { title: { props: { message: 'Tags' } }, key: 'tags' },
      { title: 'Amount', value: (row) => row.amount.toFixed(1) },
    ];
    expect(toCsv(columns, rows)).toBe(
      '"Name","Phone","Tags","Amount"\r\n' +
        '"Ann| Lee","+27821234567","vip;staff","-12.5"\r\n' +
        '"\'@evil","\'-","","3.0"\r\n',
    );
  });

  it('an empty export still has the header line', () => {
    expect(toCsv([{ title: 'Only', key: 'name' }], [] as Row[])).toBe('"Only"\r\n');
  });

  it.each([[{ props: { children: 42 } }], [{ props: {} }], [{}], [null], [7]])(
    'a title without text (%j) throws a clear error',
    (title) => {
      const columns = [{ title: title as never, key: 'name' as const }];
      expect(() => toCsv<Row>(columns, rows)).toThrow(/column 1: the title must be a string/);
    },
  );
});

describe('csvFileName', () => {
  it.each([
    ['visitor-log', 'visitor-log'],
    ['Visitor log', 'Visitor-log'],
    ['a/b:c', 'a-b-c'],
    ['   ', 'export'],
  ])('%j gives %s plus the time stamp', (name, prefix) => {
    const now = new Date(2024, 4, 1, 13, 45, 10);
    expect(csvFileName(name, now)).toBe(`${prefix}_2024-05-01_13-45-10.csv`);
    expect(csvFileName(name, now.getTime())).toBe(`${prefix}_2024-05-01_13-45-10.csv`);
  });
});
