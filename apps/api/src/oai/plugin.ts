import { findBranchById } from '@app/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../env';
import type { ContextDeps } from '../http/context';
import { XmlWriter } from '../opds/xml';
import { OaiError, readArguments, singleValued, type OaiArguments } from './arguments';
import { datestamp, OAI_NS, XSI_NS } from './records';
import { VERB_HANDLERS, type VerbDeps } from './verbs';

const SCHEMA_LOCATION = `${OAI_NS} http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd`;
/** The main library: its name is the repository's. */
const MAIN_BRANCH = 'JPL';
const FALLBACK_NAME = 'Jaffna Public Library';
/** What an echoed argument may hold (the schema's patterns for the request element). */
const ECHOABLE: Record<string, RegExp> = {
  metadataPrefix: /^[A-Za-z0-9\-_.!~*'()]+$/,
  set: /^[A-Za-z0-9\-_.!~*'()]+(:[A-Za-z0-9\-_.!~*'()]+)*$/,
  identifier: /^[\x21-\x7e]+$/,
};

/** Arguments whose text the response's `<request>` could not carry are bad ones. */
function checkEchoable(args: Record<string, string>) {
  for (const [key, pattern] of Object.entries(ECHOABLE)) {
    const value = args[key];
    if (value !== undefined && !pattern.test(value)) {
      throw new OaiError('badArgument', `${key} is malformed`);
    }
  }
}

function envelope(now: Date, baseUrl: string, request: OaiArguments | null): XmlWriter {
  const out = new XmlWriter().open('OAI-PMH', {
    xmlns: OAI_NS,
    'xmlns:xsi': XSI_NS,
    'xsi:schemaLocation': SCHEMA_LOCATION,
  });
  out.leaf('responseDate', datestamp(now));
  // After badVerb or badArgument the request is echoed as the base URL alone (§3.2).
  out.leaf('request', baseUrl, request ? { verb: request.verb, ...request.args } : undefined);
  return out;
}

/** The request's fields: the query of a GET, the form of a POST. */
function fieldsOf(request: FastifyRequest): Record<string, unknown> {
  const source = request.method === 'POST' ? request.body : request.query;
  return source && typeof source === 'object' ? (source as Record<string, unknown>) : {};
}

/** A form body as fields, a repeated field as an array (then refused as a bad argument). */
function formFields(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const had = fields[key];
    fields[key] = had === undefined ? value : [...[had].flat(), value];
  }
  return fields;
}

async function answer(deps: Omit<VerbDeps, 'now'>, request: FastifyRequest, now: Date) {
  const vd = { ...deps, now };
  let parsed: OaiArguments | null = null;
  try {
    const fields = singleValued(fieldsOf(request));
    parsed = readArguments(fields);
    checkEchoable(parsed.args);
    const out = envelope(now, deps.baseUrl, parsed);
    await VERB_HANDLERS[parsed.verb](vd, parsed.args, out);
    return out.end();
  } catch (error) {
    if (!(error instanceof OaiError)) throw error;
    const echo = error.code === 'badVerb' || error.code === 'badArgument' ? null : parsed;
    const out = envelope(now, deps.baseUrl, echo);
    out.leaf('error', error.message, { code: error.code });
    return out.end();
  }
}

function send(reply: FastifyReply, body: string) {
  return reply
    .header('content-type', 'text/xml; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(body);
}

/** The OAI-PMH 2.0 provider at /oai, for union catalogues (decision 0051). */
export const oaiPlugin = fp<ContextDeps & { config: Config }>(
  async (app: FastifyInstance, { config, ...deps }) => {
    const origin = new URL(deps.services.publicOrigin).origin;
    const host = new URL(origin).hostname;
    const common = async () => {
      const branch = await findBranchById(deps.db, MAIN_BRANCH);
      return {
        db: deps.db,
        baseUrl: `${origin}/oai`,
        repositoryName: branch?.name ?? FALLBACK_NAME,
        adminEmail: config.ADMIN_EMAIL ?? branch?.email ?? `library@${host}`,
        records: { idPrefix: `oai:${host}:book/`, origin, organisation: MAIN_BRANCH },
      };
    };
    app.get('/oai', { config: { access: 'public' } }, async (request, reply) =>
      send(reply, await answer(await common(), request, deps.now())),
    );
    await app.register(async (scope) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 8192 },
        (_request, body, done) => done(null, formFields(body as string)),
      );
      scope.post(
        '/oai',
        { config: { access: 'public', leavesCollection: true } },
        async (request, reply) => send(reply, await answer(await common(), request, deps.now())),
      );
    });
  },
  { name: 'oai' },
);
