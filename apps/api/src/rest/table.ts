import type { Access, AppErrorCode } from '@app/api-contract';
import { z } from 'zod';
import { routeAccess } from '../http/rest';
import { statusOf, successSchema, successStatuses } from './openapi';
import type { RestRoute } from './route';

/**
 * The README's REST table, written from the route tables (`pnpm --filter @app/api docs:rest`);
 * `table.test.ts` fails when the README's copy is not what the tables say now.
 */

export const TABLE_START =
  '<!-- rest-table: generated from apps/api/src/rest/ by `pnpm --filter @app/api docs:rest`; edit the route tables, not this table -->';
export const TABLE_END = '<!-- /rest-table -->';

const WHO: Record<Access, string> = {
  public: 'anyone',
  signed_in: 'signed in',
  staff: 'staff',
  super_admin: 'super admins',
};

/** Keys shown of an object before the rest is left to the OpenAPI document. */
const SHOWN_KEYS = 6;

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

function keysOf(object: z.ZodObject): string {
  const keys = Object.entries(object.shape).map(([key, field]) =>
    (field as z.ZodType).safeParse(undefined).success ? `${key}?` : key,
  );
  const shown = keys.length > SHOWN_KEYS ? [...keys.slice(0, SHOWN_KEYS - 2), '…'] : keys;
  return `{${shown.join(', ')}}`;
}

/** A request body or an answer in brief: `{email, password}`, `[{id, title, …}]`. */
function shapeOf(schema: z.ZodType): string {
  if (schema instanceof z.ZodObject) return keysOf(schema);
  if (schema instanceof z.ZodArray) return `[${shapeOf(schema.element as z.ZodType)}]`;
  if (schema instanceof z.ZodNullable) return `${shapeOf(schema.unwrap() as z.ZodType)} or null`;
  if (schema instanceof z.ZodDiscriminatedUnion || schema instanceof z.ZodUnion) {
    return (schema.options as z.ZodType[]).map((option) => shapeOf(option)).join(' or ');
  }
  if (schema instanceof z.ZodPipe) return shapeOf(schema.in as z.ZodType);
  return 'JSON';
}

/** `GET /api/books?genre=&q=` and the body's fields: what a caller sends. */
function request(route: RestRoute): string {
  const query =
    route.query instanceof z.ZodObject
      ? Object.keys(route.query.shape).filter((key) => key !== 'limit' && key !== 'offset')
      : [];
  const target = `${route.method} ${route.path}${query.length ? `?${query.join('=&')}=` : ''}`;
  const body =
    route.kind === 'handler' && route.multipart
      ? 'multipart `file`'
      : route.body
        ? `\`${shapeOf(route.body)}\``
        : '';
  return [`\`${target}\``, body].filter(Boolean).join(' ');
}

/** The route's own refusals, by status: `404 NOT_FOUND; 409 BOOK_HAS_LOANS`. */
function refusals(codes: AppErrorCode[]): string {
  return [...codes]
    .sort((a, b) => statusOf(a) - statusOf(b))
    .map((code) => `${statusOf(code)} \`${code}\``)
    .join(', ');
}

/** What a success answers: status and body in brief. */
function success(route: RestRoute): string {
  const statuses = successStatuses(route).join(' or ');
  const schema = successSchema(route);
  if (!schema) return `${statuses} ${route.docs.produces?.split(';')[0] ?? ''}`.trim();
  const paged = route.kind === 'procedure' && route.paged;
  return `${statuses} \`${shapeOf(schema)}\`${paged ? ' (a page: `X-Total-Count`, `Link`)' : ''}`;
}

function row(route: RestRoute): string {
  const { summary, description, errors } = route.docs;
  const answers = [
    `${summary}.`,
    description ?? '',
    `→ ${success(route)}${errors?.length ? `; refused: ${refusals(errors)}` : ''}.`,
  ];
  return `| ${cell(request(route))} | ${WHO[routeAccess(route)]} | ${cell(answers.filter(Boolean).join(' '))} |`;
}

/** The table of every route, in the tables' order, between its markers. */
export function restTable(routes: RestRoute[]): string {
  return [
    TABLE_START,
    '| route | who may call it | what it answers |',
    '|---|---|---|',
    ...routes.map(row),
    TABLE_END,
  ].join('\n');
}

/** The README with its table replaced by `table`. */
export function withRestTable(readme: string, table: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) {
    throw new Error(`README.md has no REST table between ${TABLE_START} and ${TABLE_END}`);
  }
  return readme.slice(0, start) + table + readme.slice(end + TABLE_END.length);
}
