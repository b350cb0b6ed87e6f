import type { Access, AppErrorCode, AppRouter, Deprecation } from '@app/api-contract';
import type { Page } from '@app/api-contract/schemas/paging';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/**
 * The REST skin as data. Each documented `/api/...` path is one entry: its method and path, the
 * zod schemas its params, query and body are read with, and either the tRPC procedure it calls
 * (whose `meta.access` is its access rule) or, for files, a handler with a declared access.
 * The server registers routes from these tables and builds the OpenAPI document from them.
 */

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;
type Domain = keyof Inputs & string;

/** `books.list`, `inventory.processScan`…: every procedure of the app router. */
export type ProcedurePath = {
  [D in Domain]: `${D}.${keyof Inputs[D] & string}`;
}[Domain];
export type InputOf<P extends ProcedurePath> = P extends `${infer D extends Domain}.${infer N}`
  ? N extends keyof Inputs[D]
    ? Inputs[D][N]
    : never
  : never;
export type OutputOf<P extends ProcedurePath> = P extends `${infer D extends Domain}.${infer N}`
  ? N extends keyof Outputs[D]
    ? Outputs[D][N]
    : never
  : never;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The request's parts after their schemas have read them (undefined where none is declared). */
export interface Parts<Params, Query, Body> {
  params: Params;
  query: Query;
  body: Body;
}

export interface RouteDocs {
  summary: string;
  description?: string;
  /**
   * A success that is not JSON: its media type (a file, a calendar). A JSON success is
   * described by the procedure's output schema in the contract (a handler's by `response`).
   */
  produces?: string;
  /** App errors this route answers besides those every route may (sign-in, role, input). */
  errors?: AppErrorCode[];
  /**
   * This path is to go while its procedure stays (a procedure's own `meta.deprecated` covers
   * both its REST path and /trpc): decision 0050.
   */
  deprecated?: Deprecation;
  /**
   * A request that succeeds on a freshly seeded library, with the status it answers; the docs
   * test sends every one to the real server. `as` is who sends it (the least role allowed when
   * absent).
   */
  example?: {
    params?: Record<string, string | number>;
    query?: Record<string, string | number>;
    body?: unknown;
    status?: number;
  };
}

interface RouteShape<Params, Query, Body> {
  method: Method;
  /** OpenAPI's path template: `/api/ebooks/{id}`. */
  path: `/api/${string}`;
  params?: z.ZodType<Params>;
  query?: z.ZodType<Query>;
  body?: z.ZodType<Body>;
  docs: RouteDocs;
}

export interface ProcedureRoute<P extends ProcedurePath, Params, Query, Body> extends RouteShape<
  Params,
  Query,
  Body
> {
  procedure: P;
  /** The procedure's input from the request's parts (absent: the procedure takes none). */
  input?: (parts: Parts<Params, Query, Body>) => InputOf<P>;
  /** The success status: 200 unless given (or chosen from the result). */
  status?: number | ((output: OutputOf<P>) => number);
  /** A success that is not JSON (a file download, a calendar). */
  send?: (reply: FastifyReply, output: OutputOf<P>) => FastifyReply;
  /** Photo uploads: a larger body limit, and a staff check before any of the body is read. */
  uploads?: boolean;
  /**
   * Takes a form body (`application/x-www-form-urlencoded`) as well as JSON: RFC 8058's
   * one-click unsubscribe only. Every other write takes JSON (or multipart with a file).
   */
  form?: true;
  /**
   * The procedure answers a `Page`: REST sends its items as the body, the total in
   * `X-Total-Count` and the neighbouring pages in `Link` (the paging convention).
   */
  paged?: OutputOf<P> extends Page<unknown> ? true : never;
}

export interface HandlerRoute<Params, Query, Body> extends RouteShape<Params, Query, Body> {
  /** Who may call it (a handler route has no procedure to take it from). */
  access: Access;
  /** The JSON a success answers: a schema of the contract (else `docs.produces` says). */
  response?: z.ZodType;
  /** Multipart uploads (parsed only in this route's scope). */
  multipart?: { maxBytes: number };
  status: number;
  handler: (
    parts: Parts<Params, Query, Body>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<FastifyReply>;
}

/**
 * Any entry of a table, as the server handles it: the types that tied an entry's schemas to
 * its procedure were checked where the entry was written (`procedureRoute`, `handlerRoute`).
 */
export type RestRoute =
  | ({
      kind: 'procedure';
      procedure: ProcedurePath;
      input?: (parts: Parts<unknown, unknown, unknown>) => unknown;
      status?: number | ((output: unknown) => number);
      send?: (reply: FastifyReply, output: unknown) => FastifyReply;
      uploads?: boolean;
      form?: true;
      paged?: true;
    } & RouteShape<unknown, unknown, unknown>)
  | ({ kind: 'handler' } & HandlerRoute<unknown, unknown, unknown>);

/** A route that calls a procedure; its parts' types flow from the schemas into `input`. */
export function procedureRoute<
  P extends ProcedurePath,
  Params = undefined,
  Query = undefined,
  Body = undefined,
>(route: ProcedureRoute<P, Params, Query, Body>): RestRoute {
  return { kind: 'procedure', ...route } as RestRoute;
}

/** A route with its own handler (files), and its access declared. */
export function handlerRoute<Params = undefined, Query = undefined, Body = undefined>(
  route: HandlerRoute<Params, Query, Body>,
): RestRoute {
  return { kind: 'handler', ...route } as RestRoute;
}

/** Fastify's path syntax for an OpenAPI template: `/api/ebooks/{id}` → `/api/ebooks/:id`. */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
