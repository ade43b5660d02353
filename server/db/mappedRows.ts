import type { Sql } from './database.ts';

/** The rows a query answers, each turned into a record by `map` (a store's row reader). */
export async function mappedRows<Row, Item>(
  sql: Sql,
  text: string,
  params: unknown[],
  map: (row: Row) => Item,
): Promise<Item[]> {
  const { rows } = await sql.query<Row>(text, params);
  return rows.map(map);
}

/** The first row a query answers, turned into a record by `map`, or undefined when none. */
export async function firstMappedRow<Row, Item>(
  sql: Sql,
  text: string,
  params: unknown[],
  map: (row: Row) => Item,
): Promise<Item | undefined> {
  const { rows } = await sql.query<Row>(text, params);
  return rows[0] && map(rows[0]);
}
