import {
  countHarvestedTitles,
  earliestHarvestDatestamp,
  findHarvestedTitle,
  listHarvestedTitles,
  type Db,
  type HarvestedTitle,
  type HarvestFilter,
} from '@app/db';
import type { XmlWriter } from '../opds/xml';
import { OaiError, readRange } from './arguments';
import {
  datestamp,
  FORMATS,
  writeHeader,
  writeRecord,
  type MetadataPrefix,
  type RecordContext,
} from './records';
import { allSets, setFilter } from './sets';
import { decodeToken, encodeToken, MAX_ID, tokenExpiry, type ResumptionState } from './token';

/** Records a page of ListRecords or ListIdentifiers holds. */
export const OAI_PAGE_SIZE = 100;

export interface VerbDeps {
  db: Db;
  now: Date;
  baseUrl: string;
  repositoryName: string;
  adminEmail: string;
  records: RecordContext;
}

type Args = Record<string, string>;
export type VerbHandler = (deps: VerbDeps, args: Args, out: XmlWriter) => Promise<void>;

function metadataPrefix(raw: string): MetadataPrefix {
  if (raw in FORMATS) return raw as MetadataPrefix;
  throw new OaiError('cannotDisseminateFormat', 'This repository has no such metadata format');
}

/** A title's id from its OAI identifier; `idDoesNotExist` when it is not one of ours. */
function titleId(identifier: string, records: RecordContext): number {
  const rest = identifier.startsWith(records.idPrefix)
    ? identifier.slice(records.idPrefix.length)
    : '';
  const id = /^[1-9]\d{0,9}$/.test(rest) ? Number(rest) : 0;
  if (id < 1 || id > MAX_ID) throw new OaiError('idDoesNotExist', 'No such record');
  return id;
}

async function existingTitle(deps: VerbDeps, identifier: string): Promise<HarvestedTitle> {
  const title = await findHarvestedTitle(deps.db, titleId(identifier, deps.records));
  if (!title) throw new OaiError('idDoesNotExist', 'No such record');
  return title;
}

const identify: VerbHandler = async (deps, _args, out) => {
  const earliest = (await earliestHarvestDatestamp(deps.db)) ?? deps.now;
  out.open('Identify');
  out.leaf('repositoryName', deps.repositoryName);
  out.leaf('baseURL', deps.baseUrl);
  out.leaf('protocolVersion', '2.0');
  out.leaf('adminEmail', deps.adminEmail);
  out.leaf('earliestDatestamp', datestamp(earliest));
  out.leaf('deletedRecord', 'persistent');
  out.leaf('granularity', 'YYYY-MM-DDThh:mm:ssZ');
  out.close();
};

const listMetadataFormats: VerbHandler = async (deps, args, out) => {
  if (args.identifier !== undefined) await existingTitle(deps, args.identifier);
  out.open('ListMetadataFormats');
  for (const [prefix, format] of Object.entries(FORMATS)) {
    out.open('metadataFormat');
    out.leaf('metadataPrefix', prefix);
    out.leaf('schema', format.schema);
    out.leaf('metadataNamespace', format.namespace);
    out.close();
  }
  out.close();
};

const listSets: VerbHandler = async (_deps, args, out) => {
  // The sets fit on one page: no token is ever given, so none can be good.
  if (args.resumptionToken !== undefined) {
    throw new OaiError('badResumptionToken', 'Not a resumption token');
  }
  out.open('ListSets');
  for (const set of allSets()) {
    out.open('set').leaf('setSpec', set.spec).leaf('setName', set.name).close();
  }
  out.close();
};

const getRecord: VerbHandler = async (deps, args, out) => {
  const prefix = metadataPrefix(args.metadataPrefix!);
  const title = await existingTitle(deps, args.identifier!);
  out.open('GetRecord');
  writeRecord(out, title, prefix, deps.records);
  out.close();
};

interface Harvest {
  state: ResumptionState;
  filter: HarvestFilter;
}

/** A token's query, checked again as arguments are: a token altered by hand is a bad one. */
function resumed(token: string, now: Date): Harvest {
  const state = decodeToken(token, now);
  try {
    return {
      state,
      filter: { ...readRange({ from: state.f, until: state.u }), ...setFilter(state.s) },
    };
  } catch {
    throw new OaiError('badResumptionToken', 'Not a resumption token');
  }
}

/** The harvest: read from the token, or begun from the arguments (and counted). */
async function harvest(deps: VerbDeps, args: Args): Promise<Harvest> {
  if (args.resumptionToken !== undefined) return resumed(args.resumptionToken, deps.now);
  const p = metadataPrefix(args.metadataPrefix!);
  const filter = { ...readRange(args), ...setFilter(args.set) };
  const n = await countHarvestedTitles(deps.db, filter);
  if (n === 0) throw new OaiError('noRecordsMatch', 'No records match');
  const t = Math.floor(deps.now.getTime() / 1000);
  return { state: { p, f: args.from, u: args.until, s: args.set, a: 0, c: 0, n, t }, filter };
}

function writeToken(
  out: XmlWriter,
  now: Date,
  state: ResumptionState,
  page: HarvestedTitle[],
  more: boolean,
) {
  const attributes = { completeListSize: String(state.n), cursor: String(state.c) };
  if (!more) {
    out.leaf('resumptionToken', undefined, attributes);
    return;
  }
  const t = Math.floor(now.getTime() / 1000);
  const next = { ...state, a: page.at(-1)!.id, c: state.c + page.length, t };
  out.leaf('resumptionToken', encodeToken(next), {
    ...attributes,
    expirationDate: datestamp(tokenExpiry(t)),
  });
}

function listVerb(verb: 'ListIdentifiers' | 'ListRecords'): VerbHandler {
  return async (deps, args, out) => {
    const { state, filter } = await harvest(deps, args);
    const rows = await listHarvestedTitles(deps.db, filter, state.a, OAI_PAGE_SIZE + 1);
    if (rows.length === 0) throw new OaiError('noRecordsMatch', 'No records match');
    const page = rows.slice(0, OAI_PAGE_SIZE);
    out.open(verb);
    for (const title of page) {
      if (verb === 'ListRecords') writeRecord(out, title, state.p, deps.records);
      else writeHeader(out, title, deps.records);
    }
    // A list in one page has no token; the last page of a longer one an empty token.
    const resumed = args.resumptionToken !== undefined;
    if (resumed || rows.length > OAI_PAGE_SIZE) {
      writeToken(out, deps.now, state, page, rows.length > OAI_PAGE_SIZE);
    }
    out.close();
  };
}

export const VERB_HANDLERS = {
  Identify: identify,
  ListMetadataFormats: listMetadataFormats,
  ListSets: listSets,
  GetRecord: getRecord,
  ListIdentifiers: listVerb('ListIdentifiers'),
  ListRecords: listVerb('ListRecords'),
} satisfies Record<string, VerbHandler>;
