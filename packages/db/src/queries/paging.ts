import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  sql,
  type SqlBool,
} from 'kysely';
import { keptOrStarted } from '../changes';
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

export interface IndexedList<
  Table extends keyof Database,
  Column extends string,
  Rows extends keyof Database = Table,
> {
  /** Where the page's keys are found (its order's index and the filter's columns). */
  table: Table;
  /**
   * Where the page's rows are then read whole, by `id`, when not `table`: a narrow table
   * kept from a wide one (`book_inventory_search`) finds the keys, the wide one gives the rows.
   * Only a change to this table moves the list's rows.
   */
  rows?: Rows;
  /**
   * Names the list (its table, filter and order) for what is kept of it until the collection
   * changes: its page anchors.
   */
  key: string;
  /** Which rows belong to the list (undefined: all). */
  where?: (eb: ExpressionBuilder<Database, Table>) => Expression<SqlBool>;
  /** Every column in one direction (the index's), the last one unique (the id). */
  order: ListOrder<Column & keyof Database[Table] & string>;
  /** The columns a row of the page is sent with. */
  columns: readonly (keyof Database[Rows] & string)[];
  /** How many rows the list has. */
  total: () => Promise<number>;
  /** Values computed from each row of the page (`r` is the row), by the name they are sent as. */
  computed?: Record<string, RawBuilder<unknown>>;
}

/** A table's name in SQL (`bookInventory` → `book_inventory`). */
function sqlName(table: string): string {
  return table.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** Rows between two page anchors (see `indexedPage`). */
export const ANCHOR_STEP = 1000;

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

/**
 * A page of a list read through the index of its order: the page's keys first, from the
 * index alone, then the page's rows whole by primary key. A deep page walks the index from
 * whichever end is nearer (at 100,000 rows, at most 50,000 entries: about 8 ms) and, once
 * they are found, from the nearest page anchor: the keys of every ANCHOR_STEP-th row, kept
 * until the collection changes, so that no page walks more than ANCHOR_STEP entries. Finding
 * them walks the whole list (about 70 ms at 100,000 rows), so no reader waits for it: the
 * first deep page after a change starts it in the background and walks without them.
 */
export function indexedPage<
  Row,
  Table extends keyof Database,
  Column extends string,
  Rows extends keyof Database = Table,
>(db: Db, list: IndexedList<Table, Column, Rows>, page: PageRequest): Promise<ListPage<Row>> {
  // Kysely cannot follow a table name chosen by the caller; the types are checked above.
  const any = db as unknown as AnyDb;
  const table = list.table as string;
  const rowsTable = (list.rows ?? list.table) as string;
  const columns = list.order.map(([column]) => column as string);
  const uniform = list.order.every(([, dir]) => dir === list.order[0]![1]);
  return pageFromNearerEnd(page, list.total, async (direction, limit, offset) => {
    const way = (dir: 'asc' | 'desc') => (direction === 'forward' ? dir : reversed(dir));
    const first = way(list.order[0]![1]);
    let keys = any.selectFrom(table).select(columns);
    if (list.where) keys = keys.where(list.where as never);
    let skip = offset;
    if (offset >= ANCHOR_STEP && uniform) {
      const anchors = keptOrStarted(
        db,
        JSON.stringify(['anchors', list.key, direction]),
        () => pageAnchors(any, keys, columns, first),
        // Only a change to the list's own table moves its rows.
        [sqlName(rowsTable)],
      );
      const anchor = anchors?.[Math.floor(offset / ANCHOR_STEP) - 1];
      if (anchor) {
        // The rows after the anchor in the list's order: a row comparison the index serves.
        const after = sql.raw(first === 'desc' ? '<' : '>');
        const row = sql.join(columns.map((column) => sql.ref(column)));
        keys = keys.where(sql<boolean>`(${row}) ${after} (${sql.join(anchor)})` as never);
        skip = offset % ANCHOR_STEP;
      }
    }
    for (const [column, dir] of list.order) keys = keys.orderBy(column as string, way(dir));
    let rows = any
      .selectFrom(keys.limit(limit).offset(skip).as('p'))
      .innerJoin(`${rowsTable} as r`, 'r.id', 'p.id')
      .select(list.columns.map((column) => `r.${column}` as never))
      .select(Object.entries(list.computed ?? {}).map(([name, value]) => value.as(name)));
    for (const [column, dir] of list.order) rows = rows.orderBy(`p.${column}` as never, way(dir));
    return (await rows.execute()) as Row[];
  });
}

/** The keys of every ANCHOR_STEP-th row of the list `keys` selects, in `direction`. */
async function pageAnchors(
  any: AnyDb,
  keys: SelectQueryBuilder<
    Record<string, Record<string, unknown>>,
    string,
    Record<string, unknown>
  >,
  columns: string[],
  direction: 'asc' | 'desc',
): Promise<unknown[][]> {
  const order = sql.join(columns.map((column) => sql`${sql.ref(column)} ${sql.raw(direction)}`));
  const { rows } = await sql<Record<string, unknown>>`
    select * from (
      select s.*, row_number() over (order by ${order}) as position from (${keys}) as s
    ) as n
    where n.position % ${ANCHOR_STEP} = 0
    order by n.position`.execute(any);
  return rows.map((row) => columns.map((column) => row[column]));
}
