import { appRouter, createCaller, type Access, type Meta } from '@app/api-contract';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Page } from '@app/api-contract/schemas/paging';
import type { z } from 'zod';
import { fastifyPath, type Parts, type ProcedurePath, type RestRoute } from '../rest/route';
import { createContext, type ContextDeps } from './context';
import { DEPRECATION_DOCS, deprecationHeaders, procedureDeprecation } from './deprecation';
import { fieldErrorsOf, sendError, sendProcedureError } from './errors';
import { decodeUtf8, urlText } from './input-guard';
import { SCAN_BODY_LIMIT } from './limits';
import { accessGuard } from './session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (the role-matrix test reads it). */
    access?: Access;
  }
}

interface ProcedureDef {
  type?: 'query' | 'mutation';
  meta?: Partial<Meta>;
  output?: z.ZodType;
}

/** A procedure's definition (at run time tRPC keeps every procedure under 'books.list'). */
function procedureDef(path: ProcedurePath): ProcedureDef | undefined {
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: ProcedureDef } | undefined
  >;
  return procedures[path]?._def;
}

const procedureMeta = (path: ProcedurePath) => procedureDef(path)?.meta;

/** The shape a procedure answers, declared in the contract (`.output()`). */
export function procedureOutput(path: ProcedurePath): z.ZodType {
  const output = procedureDef(path)?.output;
  if (!output) throw new Error(`REST route names ${path}, which declares no output`);
  return output;
}

/** A procedure's access rule, from its own `meta` (never restated in a route table). */
export function procedureAccess(path: ProcedurePath): Access {
  const access = procedureMeta(path)?.access;
  if (!access) throw new Error(`REST route names ${path}, which is no procedure with an access`);
  return access;
}

/** Whether a procedure reads (query) or writes (mutation): a token's scope depends on it. */
export function procedureType(path: ProcedurePath): 'query' | 'mutation' {
  return procedureDef(path)?.type ?? 'mutation';
}

export function routeAccess(route: RestRoute): Access {
  return route.kind === 'procedure' ? procedureAccess(route.procedure) : route.access;
}

/** The route's own deprecation, else its procedure's (decision 0050). */
export function routeDeprecation(route: RestRoute) {
  return (
    route.docs.deprecated ??
    (route.kind === 'procedure' ? procedureDeprecation(route.procedure) : undefined)
  );
}

/** A deprecated route's answers say so, with a link to the reference that says what instead. */
function announceDeprecation(route: RestRoute) {
  const deprecation = routeDeprecation(route);
  if (!deprecation) return {};
  const headers = deprecationHeaders(deprecation);
  const link = `<${DEPRECATION_DOCS}>; rel="deprecation"; type="text/html"`;
  return {
    onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const paging = reply.getHeader('link');
      reply.headers({ ...headers, link: paging ? `${String(paging)}, ${link}` : link });
      return payload;
    },
  };
}

type Caller = ReturnType<typeof createCaller>;
type Dispatch = Record<string, Record<string, (input: unknown) => Promise<unknown>>>;

/** Calls `path` on a server-side caller: the same procedure /trpc runs, rules and all. */
function callProcedure(caller: Caller, path: ProcedurePath, input: unknown): Promise<unknown> {
  const [domain, name] = path.split('.') as [string, string];
  return (caller as unknown as Dispatch)[domain]![name]!(input);
}

function readPart<T>(schema: z.ZodType<T> | undefined, value: unknown) {
  return schema ? schema.safeParse(value) : { success: true as const, data: undefined };
}

/** The request's params, query and body read by the route's schemas, or the first failure. */
function readParts(route: RestRoute, request: FastifyRequest) {
  const params = readPart(route.params, request.params);
  const query = readPart(route.query, request.query);
  // An absent body reads as {}: "no body" is then a field error, not a crash.
  const body = readPart(route.body, request.body ?? {});
  for (const part of [params, query, body]) if (!part.success) return { error: part.error };
  return {
    parts: {
      params: params.data,
      query: query.data,
      body: body.data,
    } as Parts<unknown, unknown, unknown>,
  };
}

/** A page's items as the body; its total and neighbours in headers (RFC 8288 `Link`). */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page<unknown>) {
  const url = new URL(request.url, 'http://here');
  const at = (offset: number) => {
    url.searchParams.set('offset', String(offset));
    url.searchParams.set('limit', String(page.limit));
    return `<${url.pathname}${url.search}>`;
  };
  const links: string[] = [];
  if (page.offset + page.items.length < page.total) {
    links.push(`${at(page.offset + page.limit)}; rel="next"`);
  }
  if (page.offset > 0) links.push(`${at(Math.max(0, page.offset - page.limit))}; rel="prev"`);
  reply.header('x-total-count', String(page.total));
  if (links.length) reply.header('link', links.join(', '));
  return reply.send(page.items);
}

function register(app: FastifyInstance, deps: ContextDeps, route: RestRoute): void {
  const access = routeAccess(route);
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const read = readParts(route, request);
    if (read.error) {
      return sendError(request, reply, 400, 'INVALID_INPUT', {
        fieldErrors: fieldErrorsOf(request, read.error),
      });
    }
    if (route.kind === 'handler') return route.handler(read.parts, request, reply);
    try {
      const caller = createCaller(await createContext(deps, request, reply));
      const output = await callProcedure(caller, route.procedure, route.input?.(read.parts));
      const status = typeof route.status === 'function' ? route.status(output) : route.status;
      reply.status(status ?? 200);
      if (route.paged) return sendPage(request, reply, output as Page<unknown>);
      return route.send ? route.send(reply, output) : reply.send(output ?? {});
    } catch (error) {
      return sendProcedureError(request, reply, error);
    }
  };
  app.route({
    method: route.method,
    url: fastifyPath(route.path),
    config: {
      access,
      cacheable:
        route.method === 'GET' &&
        route.kind === 'procedure' &&
        procedureMeta(route.procedure)?.cacheable === true,
      leavesCollection:
        route.kind === 'procedure' && procedureMeta(route.procedure)?.leavesCollection === true,
      reads: route.kind === 'procedure' ? procedureMeta(route.procedure)?.reads : undefined,
    },
    // Refused before the body is read; the procedure checks again on the same session.
    onRequest: accessGuard(
      deps,
      access,
      route.kind === 'procedure'
        ? { path: route.procedure, type: procedureType(route.procedure) }
        : undefined,
    ),
    ...announceDeprecation(route),
    ...(route.kind === 'procedure' && route.uploads ? { bodyLimit: SCAN_BODY_LIMIT } : {}),
    ...(route.kind === 'handler' && route.multipart ? { bodyLimit: route.multipart.maxBytes } : {}),
    handler,
  });
}

export interface RestOptions extends ContextDeps {
  routes: RestRoute[];
}

/**
 * A form body's fields, each name and value's escapes decoded as UTF-8; null when a byte or an
 * escape is not UTF-8 (URLSearchParams would read it as a replacement character).
 */
export function formFields(body: Buffer): Record<string, string> | null {
  // Each byte as one character, so the escapes and the raw bytes are read as UTF-8 together.
  const fields: Record<string, string> = {};
  for (const pair of body.toString('latin1').split('&').filter(Boolean)) {
    const at = pair.indexOf('=');
    const name = urlText((at < 0 ? pair : pair.slice(0, at)).replaceAll('+', ' '));
    const value = urlText((at < 0 ? '' : pair.slice(at + 1)).replaceAll('+', ' '));
    if (name === null || value === null) return null;
    fields[name] = value;
  }
  return fields;
}

/** Registers every route of the REST tables (see rest/route.ts). */
export const restPlugin = fp<RestOptions>(
  async (app: FastifyInstance, { routes, ...deps }) => {
    // The spec's client sends a JSON content type on every call, also with no body (download,
    // delete); Fastify would refuse that as an empty JSON body. An empty body is no body;
    // anything else goes through Fastify's own (prototype-poisoning-safe) parser.
    // Bytes that are not UTF-8 are refused (400), never read with replacement characters.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      const text = decodeUtf8(body as Buffer);
      if (text === null) {
        return done(Object.assign(new Error('Body is not UTF-8'), { statusCode: 400 }), undefined);
      }
      if (text === '') return done(null, undefined);
      void parseJson(request, text, done);
    });
    // Writes take JSON: a form or text body is what another site's page can send without
    // asking first (no CORS preflight), so it is 415, as is anything else unparsed here.
    app.removeContentTypeParser('text/plain');
    const takesForm = (r: RestRoute) => r.kind === 'procedure' && r.form === true;
    for (const route of routes.filter(
      (r) => !(r.kind === 'handler' && r.multipart) && !takesForm(r),
    )) {
      register(app, deps, route);
    }
    // RFC 8058's one-click unsubscribe posts a form (`List-Unsubscribe=One-Click`): read only in
    // the scope of the routes that take one, and refused unless its text is UTF-8.
    await app.register(async (scope) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'buffer', bodyLimit: 4096 },
        (_request, body, done) => {
          const fields = formFields(body as Buffer);
          if (fields === null) {
            done(Object.assign(new Error('Form is not UTF-8'), { statusCode: 400 }), undefined);
          } else {
            done(null, fields);
          }
        },
      );
      for (const route of routes.filter(takesForm)) register(scope, deps, route);
    });
    // Multipart parsing exists only in the scope of the routes that take files.
    const multipart = routes.filter((r) => r.kind === 'handler' && r.multipart);
    await app.register(async (scope) => {
      const limits = multipart.map((r) => (r.kind === 'handler' ? r.multipart!.maxBytes : 0));
      await scope.register(fastifyMultipart, {
        throwFileSizeLimit: false,
        limits: { fileSize: Math.max(0, ...limits), files: 1, fields: 10, parts: 20 },
      });
      for (const route of multipart) register(scope, deps, route);
    });
  },
  { name: 'rest' },
);
