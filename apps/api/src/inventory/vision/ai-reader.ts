import { COVER_FIELDS, type Services } from '@app/api-contract';
import type OpenAI from 'openai';
import type * as OpenAiSdk from 'openai';
import { z } from 'zod';

// The package index does not re-export these yet; derived from the port so they cannot drift.
type CheckedImage = Parameters<Services['vision']['readCover']>[0][number];
type CoverReading = Awaited<ReturnType<Services['vision']['readCover']>>;

/** Where and how to reach an OpenAI-compatible chat-completions endpoint. */
export interface AiReaderConfig {
  /** e.g. `https://api.openai.com/v1` or a local model server's `/v1`. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Whole-call deadline; the scanner waits for it, so keep it short. */
  timeoutMs?: number;
}

/**
 * Why the AI could not read a cover. `reason` is short and stable so it can be stored and
 * shown: `ai_timeout`, `ai_http_502`, `ai_network`, `ai_invalid_reply`, `ai_refused`, `ai_error`.
 */
export class AiReadError extends Error {
  constructor(
    readonly reason: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AiReadError';
  }
}

const FIELDS = COVER_FIELDS;
type Field = (typeof FIELDS)[number];

const nullable = (type: 'string' | 'integer' | 'number', description: string) => ({
  type: [type, 'null'],
  description,
});

/**
 * Sent as `response_format.json_schema.schema`. Written by hand rather than with
 * `z.toJSONSchema`, which adds `$schema` and ±2^53 integer bounds that strict mode and some
 * local servers' grammar converters reject. Strict mode wants every property required and no
 * extra properties at every level.
 */
export const coverJsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...FIELDS, 'rawText', 'confidence'],
  properties: {
    title: nullable('string', 'Main title as printed, in its original script; not translated.'),
    author: nullable('string', 'Author name(s) as printed, without "by"; several joined by ", ".'),
    isbn: nullable('string', 'ISBN-13 or ISBN-10 if printed on the cover.'),
    publisher: nullable('string', 'Publisher as printed.'),
    publicationYear: nullable('integer', 'Year of publication if printed.'),
    language: nullable('string', 'ISO 639-1 code of the book text: en, ta, si, ...'),
    category: nullable('string', 'Short English genre or subject, lower case, e.g. "poetry".'),
    description: nullable('string', 'One or two sentences from the blurb, in its language.'),
    rawText: { type: 'string', description: 'All text visible on the photos, line by line.' },
    confidence: {
      type: 'object',
      additionalProperties: false,
      required: [...FIELDS],
      properties: Object.fromEntries(
        FIELDS.map((f) => [f, nullable('number', `How sure you are of ${f}, 0..1.`)]),
      ),
    },
  },
} as const;

const text = z.string().nullish();
const score = z.number().nullish();
const fieldScores = z.object({
  title: score,
  author: score,
  isbn: score,
  publisher: score,
  publicationYear: score,
  language: score,
  category: score,
  description: score,
});

/**
 * What we accept back. Looser than the schema we ask for, on purpose: OpenAI-compatible local
 * servers do not all enforce strict schemas, and replies seen in the wild give one overall
 * confidence number and a language name ("Tamil") instead of a code. Anything else is rejected.
 */
export const coverReplySchema = z.object({
  title: text,
  author: text,
  isbn: z.union([z.string(), z.number()]).nullish(),
  publisher: text,
  publicationYear: z.union([z.number(), z.string()]).nullish(),
  language: text,
  category: text,
  description: text,
  rawText: text,
  confidence: z.union([score, fieldScores.partial()]).optional(),
});
type CoverReply = z.infer<typeof coverReplySchema>;

const LANGUAGE_NAMES: Record<string, string> = {
  english: 'en',
  tamil: 'ta',
  தமிழ்: 'ta',
  sinhala: 'si',
  sinhalese: 'si',
  සිංහල: 'si',
};

const SYSTEM_PROMPT = [
  'You read photos of the covers (front, back, spine, title page) of one library book.',
  'Books are in English, Tamil or Sinhala. Transcribe titles and names exactly as printed,',
  'in their original script; never translate or transliterate them.',
  'Use null for anything not visible on the photos; do not guess from general knowledge.',
  'Confidence is 0..1 per field: 1 when clearly printed, low when partly legible or inferred.',
  'Reply only with JSON that matches the given schema.',
].join(' ');

function cleanText(value: string | null | undefined): string | null {
  const trimmed = value?.replace(/\s+/g, ' ').trim();
  return trimmed ? trimmed : null;
}

/**
 * The ISBN in a model's answer. Not the contract's `cleanIsbn`: a reply may wrap the number in
 * words ('ISBN: 978…'), so every character that cannot be part of an ISBN goes.
 */
function isbnFromReply(value: string | number | null | undefined): string | null {
  const digits = String(value ?? '')
    .toUpperCase()
    .replace(/[^0-9X]/g, '');
  return digits.length === 10 || digits.length === 13 ? digits : null;
}

function cleanYear(value: string | number | null | undefined): number | null {
  const year = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  if (typeof year !== 'number' || !Number.isInteger(year)) return null;
  return year >= 1400 && year <= new Date().getFullYear() + 1 ? year : null;
}

function cleanLanguage(value: string | null | undefined): string | null {
  const lang = cleanText(value)?.toLowerCase();
  if (!lang) return null;
  if (/^[a-z]{2}$/.test(lang)) return lang;
  return LANGUAGE_NAMES[lang] ?? LANGUAGE_NAMES[lang.split(/[\s(,-]/)[0] ?? ''] ?? null;
}

function clamp01(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

/** Turns a validated reply into a reading; a field without a value always has confidence 0. */
export function toCoverReading(reply: CoverReply, model: string): CoverReading {
  const values: { [F in Field]: string | number | null } = {
    title: cleanText(reply.title),
    author: cleanText(reply.author),
    isbn: isbnFromReply(reply.isbn),
    publisher: cleanText(reply.publisher),
    publicationYear: cleanYear(reply.publicationYear),
    language: cleanLanguage(reply.language),
    category: cleanText(reply.category),
    description: cleanText(reply.description),
  };
  const confidence = (field: Field): number => {
    if (values[field] === null) return 0;
    const c = reply.confidence;
    // A reply without any confidence is still worth showing, but only as a suggestion.
    if (c === undefined || c === null) return 0.5;
    return clamp01(typeof c === 'number' ? c : c[field]);
  };
  const field = <T>(f: Field) => ({ value: values[f] as T | null, confidence: confidence(f) });
  return {
    engine: 'ai',
    engineDetail: model,
    title: field<string>('title'),
    author: field<string>('author'),
    isbn: field<string>('isbn'),
    publisher: field<string>('publisher'),
    publicationYear: field<number>('publicationYear'),
    language: field<string>('language'),
    category: field<string>('category'),
    description: field<string>('description'),
    rawText: (reply.rawText ?? '').trim(),
    fallbackReason: null,
  };
}

/**
 * The OpenAI SDK (some 8 MB of resident memory), loaded by the first reading: a site without an
 * AI reader configured, or one that has read no photo yet, never holds it.
 */
let sdk: Promise<typeof OpenAiSdk> | undefined;
const loadSdk = () => (sdk ??= import('openai'));

function toAiReadError(
  err: unknown,
  timedOut: boolean,
  loaded: typeof OpenAiSdk | undefined,
): AiReadError {
  if (err instanceof AiReadError) return err;
  const message = err instanceof Error ? err.message : String(err);
  if (
    timedOut ||
    (loaded &&
      (err instanceof loaded.APIConnectionTimeoutError || err instanceof loaded.APIUserAbortError))
  ) {
    return new AiReadError('ai_timeout', `AI cover reading timed out: ${message}`, { cause: err });
  }
  if (loaded && err instanceof loaded.APIError && typeof err.status === 'number') {
    return new AiReadError(`ai_http_${err.status}`, message, { cause: err });
  }
  if (loaded && err instanceof loaded.APIConnectionError) {
    return new AiReadError('ai_network', message, { cause: err });
  }
  return new AiReadError('ai_error', message, { cause: err });
}

/**
 * A cover reader backed by an OpenAI-compatible vision model. `read` resolves a reading or
 * rejects with an {@link AiReadError}; the caller decides whether to fall back to OCR.
 */
export function createAiCoverReader({
  baseUrl,
  apiKey,
  model,
  timeoutMs = 30_000,
}: AiReaderConfig) {
  let client: OpenAI | undefined;

  async function request(images: CheckedImage[], signal: AbortSignal) {
    const { default: OpenAIClient } = await loadSdk();
    // One retry would double the worst-case wait while the librarian stands at the scanner.
    client ??= new OpenAIClient({ baseURL: baseUrl, apiKey, timeout: timeoutMs, maxRetries: 0 });
    const completion = await client.chat.completions.create(
      {
        model,
        temperature: 0,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          {
            role: 'user',
            content: [
              {
                type: 'text',
                text: `Here are ${images.length} photo(s) of one book. Extract its details.`,
              },
              ...images.map((image) => ({
                type: 'image_url' as const,
                image_url: {
                  url: `data:${image.mime};base64,${image.bytes.toString('base64')}`,
                  detail: 'high' as const,
                },
              })),
            ],
          },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'book_cover', strict: true, schema: coverJsonSchema },
        },
      },
      { signal },
    );
    const choice = completion.choices?.[0];
    if (choice?.message?.refusal) {
      throw new AiReadError('ai_refused', `AI refused: ${choice.message.refusal}`);
    }
    return choice?.message?.content ?? null;
  }

  return {
    /** Reads the photos of one book; rejects with {@link AiReadError}. */
    async read(images: CheckedImage[]): Promise<CoverReading> {
      // The SDK timeout stops waiting for headers only; this one bounds the body as well.
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
      let content: string | null;
      try {
        content = await request(images, controller.signal);
      } catch (err) {
        throw toAiReadError(err, timedOut, await loadSdk().catch(() => undefined));
      } finally {
        clearTimeout(timer);
      }
      if (!content) throw new AiReadError('ai_invalid_reply', 'AI reply had no content');
      let json: unknown;
      try {
        // Servers that ignore response_format tend to wrap the JSON in a Markdown fence.
        json = JSON.parse(content.trim().replace(/^```(?:json)?\s*|\s*```$/g, ''));
      } catch (err) {
        throw new AiReadError('ai_invalid_reply', 'AI reply is not JSON', { cause: err });
      }
      const parsed = coverReplySchema.safeParse(json);
      if (!parsed.success) {
        throw new AiReadError(
          'ai_invalid_reply',
          `AI reply does not match the schema: ${parsed.error.message}`,
        );
      }
      return toCoverReading(parsed.data, model);
    },
  };
}
