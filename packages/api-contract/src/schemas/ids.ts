import { z } from 'zod';

/** PostgreSQL's `integer`: a row id past it cannot exist (and would fail the query). */
export const MAX_ROW_ID = 2_147_483_647;

/** A row's id (books, events, e-books, copies): a whole number the database can hold. */
export const rowId = z.number().int().positive().max(MAX_ROW_ID);
