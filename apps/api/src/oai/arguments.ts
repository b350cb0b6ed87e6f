/**
 * An OAI-PMH request's arguments read and checked (OAI-PMH 2.0 §3.1, §4): the verb, the
 * arguments it allows and requires, the dates and their granularity. What is wrong is an
 * `OaiError`, answered as the protocol's XML error; nothing here reads the database.
 */

export const VERBS = [
  'Identify',
  'ListMetadataFormats',
  'ListSets',
  'GetRecord',
  'ListIdentifiers',
  'ListRecords',
] as const;
export type Verb = (typeof VERBS)[number];

export type OaiErrorCode =
  | 'badArgument'
  | 'badResumptionToken'
  | 'badVerb'
  | 'cannotDisseminateFormat'
  | 'idDoesNotExist'
  | 'noMetadataFormats'
  | 'noRecordsMatch'
  | 'noSetHierarchy';

export class OaiError extends Error {
  constructor(
    readonly code: OaiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Each verb's arguments: required (true) or optional (false). */
const ALLOWED: Record<Verb, Record<string, boolean>> = {
  Identify: {},
  ListMetadataFormats: { identifier: false },
  ListSets: { resumptionToken: false },
  GetRecord: { identifier: true, metadataPrefix: true },
  ListIdentifiers: {
    metadataPrefix: true,
    from: false,
    until: false,
    set: false,
    resumptionToken: false,
  },
  ListRecords: {
    metadataPrefix: true,
    from: false,
    until: false,
    set: false,
    resumptionToken: false,
  },
};

export interface OaiArguments {
  verb: Verb;
  args: Record<string, string>;
}

/** The request's fields, each given once; a repeated one is a bad argument. */
export function singleValued(fields: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value !== 'string') {
      throw new OaiError(key === 'verb' ? 'badVerb' : 'badArgument', `${key} given more than once`);
    }
    out[key] = value;
  }
  return out;
}

function checkArguments(verb: Verb, args: Record<string, string>) {
  const allowed = ALLOWED[verb];
  for (const key of Object.keys(args)) {
    if (!(key in allowed)) throw new OaiError('badArgument', `${verb} takes no argument ${key}`);
  }
  if (args.resumptionToken !== undefined) {
    if (Object.keys(args).length > 1) {
      throw new OaiError('badArgument', 'resumptionToken is an exclusive argument');
    }
    return;
  }
  for (const [key, required] of Object.entries(allowed)) {
    if (required && args[key] === undefined) {
      throw new OaiError('badArgument', `${verb} needs the argument ${key}`);
    }
  }
}

/** The verb and its arguments, checked; throws `OaiError`. */
export function readArguments(fields: Record<string, string>): OaiArguments {
  const { verb, ...args } = fields;
  if (verb === undefined) throw new OaiError('badVerb', 'No verb');
  if (!(VERBS as readonly string[]).includes(verb)) {
    throw new OaiError('badVerb', 'Not an OAI-PMH verb');
  }
  checkArguments(verb as Verb, args);
  return { verb: verb as Verb, args };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SECONDS = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;

/** A date argument and the length of its granularity's unit, in milliseconds. */
export interface DateArgument {
  at: Date;
  unit: number;
}

function parseDate(name: string, raw: string): DateArgument {
  const parts = DAY.exec(raw) ?? SECONDS.exec(raw);
  if (!parts) throw new OaiError('badArgument', `${name} is not a UTC date`);
  const [year, month, day, hour = 0, minute = 0, second = 0] = parts.slice(1).map(Number);
  const at = new Date(Date.UTC(year!, month! - 1, day!, hour, minute, second));
  // Date.UTC rolls 2026-02-30 over into March: such a date is not one.
  const iso = at.toISOString();
  if ((parts.length === 4 ? iso.slice(0, 10) : `${iso.slice(0, 19)}Z`) !== raw) {
    throw new OaiError('badArgument', `${name} is not a valid date`);
  }
  return { at, unit: parts.length === 4 ? 86_400_000 : 1000 };
}

/** `from` and `until` read; the same granularity, and `from` not after `until`. */
export function readRange(args: { from?: string; until?: string }) {
  const from = args.from === undefined ? undefined : parseDate('from', args.from);
  const until = args.until === undefined ? undefined : parseDate('until', args.until);
  if (from && until && from.unit !== until.unit) {
    throw new OaiError('badArgument', 'from and until have different granularities');
  }
  if (from && until && from.at > until.at) {
    throw new OaiError('badArgument', 'from is after until');
  }
  return { from: from?.at, before: until ? new Date(until.at.getTime() + until.unit) : undefined };
}
