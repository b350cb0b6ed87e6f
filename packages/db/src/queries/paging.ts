import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Db } from '../client';
import type { Database } from '../schema';

/** Which rows of a list a caller wants: `limit` rows after skipping `offset`. */
export interface PageRequest {
  limit: number;
  offset?: number;
}

/** One page of a list and how many rows the whole list has (every page together). */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** Offsets below this are read forwards at once, while the total is counted beside them. */
const SHALLOW_OFFSET = 2000;

/**
 * One page of an ordered list, read from whichever end of its index is nearer: a page past
 * the middle is read backwards (the list's order reversed) and turned round, so no page
 * walks more than half the list. `total` counts the rows (from the list-count tables, so it
 * is cheap); `read(order, limit, offset)` reads rows in the list's order (`forward`) or the
 * reverse (`backward`).
 */
export async function pageFromNearerEnd<T>(
  page: PageRequest,
  total: () => Promise<number>,
  read: (order: 'forward' | 'backward', limit: number, offset: number) => Promise<T[]>,
): Promise<ListPage<T>> {
  const offset = page.offset ?? 0;
  if (offset < SHALLOW_OFFSET) {
    const [items, count] = await Promise.all([read('forward', page.limit, offset), total()]);
    return { items, total: count };
  }
  const count = await total();
  if (offset >= count) return { items: [], total: count };
  if (offset * 2 <= count)
    return { items: await read('forward', page.limit, offset), total: count };
  const limit = Math.min(page.limit, count - offset);
  const items = await read('backward', limit, count - offset - limit);
  return { items: items.reverse(), total: count };
}

/** `asc` ↔ `desc`: an ORDER BY read from the other end. */
export function reversed(direction: 'asc' | 'desc'): 'asc' | 'desc' {
  return direction === 'asc' ? 'desc' : 'asc';
}

/** A list's order: columns and directions, the last one unique (the id). */
export type ListOrder<C extends string> = readonly (readonly [C, 'asc' | 'desc'])[];

export interface IndexedList<Table extends keyof Database, Column extends string> {
  table: Table;
  /** Which rows belong to the list (undefined: all). */
  where?: (eb: ExpressionBuilder<Database, Table>) => Expression<SqlBool>;
  order: ListOrder<Column & keyof Database[Table] & string>;
  /** The columns a row of the page is sent with. */
  columns: readonly (keyof Database[Table] & string)[];
  /** How many rows the list has. */
  total: () => Promise<number>;
}

/**
 * A page of a list read through the index of its order: the page's keys first, from the
 * index alone (a deep page walks only the index, from the nearer end), then the page's rows
 * whole by primary key.
 */
export function indexedPage<Row, Table extends keyof Database, Column extends string>(
  db: Db,
  list: IndexedList<Table, Column>,
  page: PageRequest,
): Promise<ListPage<Row>> {
  // Kysely cannot follow a table name chosen by the caller; the types are checked above.
  const any = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const table = list.table as string;
  return pageFromNearerEnd(page, list.total, async (direction, limit, offset) => {
    const way = (dir: 'asc' | 'desc') => (direction === 'forward' ? dir : reversed(dir));
    let keys = any.selectFrom(table).select(list.order.map(([column]) => column as string));
    if (list.where) keys = keys.where(list.where as never);
    for (const [column, dir] of list.order) keys = keys.orderBy(column as string, way(dir));
    let rows = any
      .selectFrom(keys.limit(limit).offset(offset).as('p'))
      .innerJoin(`${table} as r`, 'r.id', 'p.id')
      .select(list.columns.map((column) => `r.${column}` as never));
    for (const [column, dir] of list.order) rows = rows.orderBy(`p.${column}` as never, way(dir));
    return (await rows.execute()) as Row[];
  });
}
