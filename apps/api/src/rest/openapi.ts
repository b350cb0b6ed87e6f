import { appError, tokenNeeds, type Access, type AppErrorCode } from '@app/api-contract';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { deprecationNote } from '../http/deprecation';
import { procedureOutput, procedureType, routeAccess, routeDeprecation } from '../http/rest';
import type { RestRoute } from './route';

const WHO: Record<Access, string> = {
  public: 'Anyone may call it.',
  signed_in: 'Anyone signed in may call it (patrons too).',
  staff: 'Staff only: librarians and super admins (401 without a session, 403 for patrons).',
  super_admin: 'Super admins only.',
};

/** The paging convention's headers (the body stays a plain array). */
const PAGE_HEADERS = z.object({
  'X-Total-Count': z
    .number()
    .int()
    .min(0)
    .meta({ description: 'How many rows the whole list has (every page together).' }),
  Link: z
    .string()
    .optional()
    .meta({ description: 'The next and previous pages (RFC 8288): `<url>; rel="next"`.' }),
});

const STATE_CHANGING = new Set(['POST', 'PUT', 'DELETE']);
/** The session cookie's name over plain HTTP (`__Host-jpl_session` over HTTPS). */
const SESSION_COOKIE = 'jpl_session';

/** The HTTP status an app error answers with (the same mapping every error body uses). */
export function statusOf(appCode: AppErrorCode): number {
  return getHTTPStatusCodeFromError(appError(appCode, appCode));
}

function errorCodes(route: RestRoute, access: Access): AppErrorCode[] {
  const codes: AppErrorCode[] = [];
  if (route.params || route.query || route.body) codes.push('INVALID_INPUT');
  if (access !== 'public') codes.push('UNAUTHENTICATED');
  if (access === 'staff' || access === 'super_admin') codes.push('FORBIDDEN');
  if (STATE_CHANGING.has(route.method)) codes.push('ORIGIN_REFUSED');
  // Every route reads the database: while it is away, 503 with Retry-After (decision 0020).
  codes.push(...(route.docs.errors ?? []), 'INTERNAL', 'DATABASE_UNAVAILABLE');
  return [...new Set(codes)];
}

export function successStatuses(route: RestRoute): number[] {
  if (route.kind === 'handler') return [route.status];
  if (typeof route.status === 'function') return [201, 200];
  return [route.status ?? 200];
}

/**
 * The JSON a route's success answers: its procedure's output schema from the contract (a paged
 * list's `items`, the body REST sends), or a handler's declared `response`.
 */
export function successSchema(route: RestRoute): z.ZodType | undefined {
  if (route.kind === 'handler') return route.response;
  if (route.send) return undefined;
  const output = procedureOutput(route.procedure);
  if (!route.paged) return output;
  const items = output instanceof z.ZodObject ? output.shape.items : undefined;
  if (!(items instanceof z.ZodArray)) {
    throw new Error(`${route.path}: ${route.procedure} is paged but answers no \`items\` list`);
  }
  return items;
}

/** A success's body: JSON with its schema, or a file of `produces`' media type. */
function successContent(route: RestRoute) {
  const schema = successSchema(route);
  if (schema) return { 'application/json': { schema } };
  const { produces } = route.docs;
  if (!produces) throw new Error(`${route.method} ${route.path} declares no success body`);
  return { [produces]: { schema: z.string().meta({ format: 'binary' }) } };
}

function responses(route: RestRoute, access: Access): ZodOpenApiResponsesObject {
  const result: ZodOpenApiResponsesObject = {};
  for (const status of successStatuses(route)) {
    if (status === 204) {
      result['204'] = { description: route.docs.summary };
      continue;
    }
    result[String(status) as '200'] = {
      description: route.docs.summary,
      ...(route.kind === 'procedure' && route.paged ? { headers: PAGE_HEADERS } : {}),
      content: successContent(route),
    };
  }
  const byStatus = new Map<number, AppErrorCode[]>();
  for (const code of errorCodes(route, access)) {
    const status = statusOf(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    result[String(status) as '400'] = {
      description: `${codes.join(', ')}: the message is in the language of Accept-Language.`,
      content: {
        'application/json': {
          schema: z.object({
            message: z.string(),
            appCode: z.enum(codes as [AppErrorCode, ...AppErrorCode[]]),
            fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
          }),
        },
      },
    };
  }
  return result;
}

/** `GET /api/ebooks/{id}/file` → `getApiEbooksIdFile`. */
function operationId(route: RestRoute): string {
  const words = route.path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return route.method.toLowerCase() + words.join('');
}

function requestBody(route: RestRoute): ZodOpenApiOperationObject['requestBody'] {
  if (route.kind === 'handler' && route.multipart) {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({ file: z.string().meta({ format: 'binary' }) }),
        },
      },
    };
  }
  if (!route.body) return undefined;
  return {
    required: true,
    content: {
      'application/json': {
        schema: route.body,
        ...(route.docs.example?.body !== undefined ? { example: route.docs.example.body } : {}),
      },
    },
  };
}

/** A staff route takes a session or an API token (decision 0047), unless no token may call it. */
function securityOf(route: RestRoute, access: Access): Record<string, string[]>[] {
  const tokens =
    route.kind === 'procedure' &&
    tokenNeeds(route.procedure, procedureType(route.procedure), access) !== 'refused';
  return tokens ? [{ sessionCookie: [] }, { apiToken: [] }] : [{ sessionCookie: [] }];
}

function operation(route: RestRoute): ZodOpenApiOperationObject {
  const access = routeAccess(route);
  const tag = route.path.split('/')[2]!.replace(/\..*$/, '');
  const deprecation = routeDeprecation(route);
  return {
    operationId: operationId(route),
    summary: route.docs.summary,
    description: [
      deprecation ? deprecationNote(deprecation) : undefined,
      route.docs.description,
      WHO[access],
    ]
      .filter(Boolean)
      .join('\n\n'),
    ...(deprecation ? { deprecated: true } : {}),
    tags: [tag],
    security: access === 'public' ? [] : securityOf(route, access),
    'x-access': access,
    ...(route.docs.example?.status ? { 'x-example-status': route.docs.example.status } : {}),
    requestParams: {
      ...(route.params ? { path: route.params as z.ZodObject } : {}),
      ...(route.query ? { query: route.query as z.ZodObject } : {}),
    },
    requestBody: requestBody(route),
    responses: responses(route, access),
  };
}

type Document = ReturnType<typeof createDocument>;
interface Parameter {
  in: string;
  name: string;
  example?: unknown;
}

/** The example values of a route's path and query parameters, on the document's parameters. */
function addParameterExamples(document: Document, routes: RestRoute[]) {
  for (const route of routes) {
    const example = route.docs.example;
    if (!example) continue;
    const op = document.paths?.[route.path]?.[route.method.toLowerCase() as 'get'];
    for (const parameter of (op?.parameters ?? []) as Parameter[]) {
      const source = parameter.in === 'path' ? example.params : example.query;
      if (source && parameter.name in source) parameter.example = source[parameter.name];
    }
  }
}

/** The OpenAPI 3.1 document of every route in the REST tables. */
export function openApiDocument(routes: RestRoute[], options: { serverUrl: string }): Document {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase() as 'get'] = operation(route);
  }
  const document = createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Jaffna Public Library API',
      version: '1.0.0',
      description:
        'The documented `/api/...` paths of the library site. Errors are `{ message, appCode }` ' +
        'with the message in the language of `Accept-Language` (en, si, ta). State-changing ' +
        'requests from another origin answer 403 `ORIGIN_REFUSED`.\n\n' +
        'The e-books are also a catalogue for e-reader apps, outside this document: OPDS 2.0 ' +
        '(JSON, `application/opds+json`) at `/opds2`, with its publications, facets and search ' +
        '(`/opds2/search{?query}`), and OPDS 1.2 (Atom) at `/opds`.',
    },
    externalDocs: {
      description: 'The OPDS 2.0 catalogue of the e-books (application/opds+json)',
      url: new URL('/opds2', options.serverUrl).href,
    },
    servers: [{ url: options.serverUrl }],
    components: {
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An API token (`POST /api/tokens`), within its scopes and its owner’s role. ' +
            'Not subject to the Origin check; 401 `TOKEN_INVALID` once expired or revoked.',
        },
      },
    },
    paths,
  });
  addParameterExamples(document, routes);
  return document;
}
