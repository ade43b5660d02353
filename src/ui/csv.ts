import { formatDate } from './dateFormat.ts';
/**
 * CSV export (spec/frame.md §5, workers.md §5).
 *
 * Every cell, header included, goes through the same steps:
 * 1. To text: null and undefined give '', arrays (multi-value fields) are joined with ';',
 *    dates give their ISO time, anything else String(value).
 * 2. Formula neutralisation: leading '=' characters are stripped (a formula sign carries no
 *    data); text whose first visible character is then '=', '+', '-' or '@' (also in full-width,
 *    small or other compatibility forms: '＝', '＋', '－', '＠', '﹦'; compared after NFKC), or
 *    that starts with a tab, carriage return or line feed (which spreadsheets skip before
 *    reading a formula sign), gets an apostrophe in front, which keeps the text visible but stops
 *    spreadsheets from evaluating it ('=-2+3' becomes "'-2+3", '=SUM(A1)' becomes 'SUM(A1)',
 *    '\t=SUM(A1)' becomes "'\t=SUM(A1)", '\u200B=SUM(A1)' becomes "'\u200B=SUM(A1)"). Characters
 *    that do not show are looked through: any white space (NBSP, U+3000), zero-width and format
 *    characters (ZWSP, BOM, bidi marks), control characters and combining marks. A number
 *    ('-12.5', '+27', '1e5', ' -3') stays as it is unless something other than spaces leads it.
 * 3. Commas become '|', double quotes are doubled, and the cell is wrapped in double quotes.
 * Rows end with CRLF (RFC 4180).
 */

/** A title element: a React element or similar object whose props carry the text. */
export interface TitleCarrier {
  props?: Readonly<Record<string, unknown>>;
}
export type CsvTitle = string | TitleCarrier;

export interface CsvColumn<Row> {
  /** Column title: a string, or an object whose props carry a string (children, message, id). */
  title: CsvTitle;
  /** The row property to export, when `value` is not given. */
  key?: keyof Row & string;
  /** The exported value; defaults to row[key]. */
  value?: (row: Row) => unknown;
}

const TITLE_PROPS = ['children', 'message', 'id', 'title', 'label'] as const;

/** The text of a column title; throws when the title is neither a string nor carries one. */
export function columnTitleText(title: unknown, index: number): string {
  if (typeof title === 'string') return title;
  const props = (title as TitleCarrier | null)?.props;
  if (props && typeof props === 'object') {
    for (const name of TITLE_PROPS) {
      const prop = props[name];
      if (typeof prop === 'string') return prop;
    }
  }
  throw new TypeError(
    `CSV column ${index + 1}: the title must be a string or carry a string prop (children, message, id, title or label)`,
  );
}

const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const FORMULA_SIGNS = ['=', '+', '-', '@'];
const LINE_CONTROL = /[\t\r\n]/;
/**
 * What can come before a formula sign without showing: white space of any kind (NBSP, U+3000),
 * control and format characters (zero-width space, BOM, bidi marks, soft hyphen), combining
 * marks and the blank-looking letters (Hangul fillers, braille blank).
 */
const LEADING_HIDDEN = /^[\s\p{C}\p{M}\u115f\u1160\u3164\uffa0\u2800]+/u;

/** The first character after the hidden ones, in its compatibility form ('＝' is '='). */
function firstSignificant(text: string): string {
  const lead = LEADING_HIDDEN.exec(text)?.[0] ?? '';
  const first = text.slice(lead.length).codePointAt(0);
  return first === undefined ? '' : String.fromCodePoint(first).normalize('NFKC').charAt(0);
}

/** Neutralises spreadsheet formulas in one text value (step 2 above). */
export function neutraliseFormula(text: string): string {
  const lead = LEADING_HIDDEN.exec(text)?.[0] ?? '';
  if (/^ *$/.test(lead) && NUMERIC.test(text.trim())) return text;
  const stripped = text.replace(/^=+/, '');
  const strippedLead = LEADING_HIDDEN.exec(stripped)?.[0] ?? '';
  const risky =
    LINE_CONTROL.test(strippedLead) || FORMULA_SIGNS.includes(firstSignificant(stripped));
  return risky ? `'${stripped}` : stripped;
}

/** The text of one cell value before neutralisation (step 1 above). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(cellText).join(';');
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  return String(value);
}

/** One quoted, neutralised cell. */
export function csvCell(value: unknown): string {
  const text = neutraliseFormula(cellText(value)).replaceAll(',', '|').replaceAll('"', '""');
  return `"${text}"`;
}

function cellValue<Row>(column: CsvColumn<Row>, row: Row): unknown {
  if (column.value) return column.value(row);
  return column.key === undefined ? undefined : row[column.key];
}

/** The CSV text of `rows`: a header line of the column titles, then one line per row. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const header = columns.map((column, index) => csvCell(columnTitleText(column.title, index)));
  const lines = rows.map((row) =>
    columns.map((column) => csvCell(cellValue(column, row))).join(','),
  );
  return [header.join(','), ...lines].map((line) => `${line}\r\n`).join('');
}

/**
 * The download name: the export name (characters not allowed in file names become '-') and the
 * local time 'YYYY-MM-DD_HH-mm-ss', e.g. 'visitor-log_2024-05-01_13-45-10.csv'.
 */
export function csvFileName(name: string, now: Date | number = Date.now()): string {
  const safe = name.trim().replace(/[\\/:*?"<>|\s]+/g, '-') || 'export';
  return `${safe}_${formatDate(new Date(now), 'YYYY-MM-DD_HH-mm-ss')}.csv`;
}
