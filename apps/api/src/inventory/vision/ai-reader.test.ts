import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderCoverImage } from '@app/testing/cover-text-images';
import { startFakeOpenAI, type FakeOpenAI } from '@app/testing/fake-openai';
import { AiReadError, coverJsonSchema, createAiCoverReader } from './ai-reader';

let fake: FakeOpenAI;
let images: Awaited<ReturnType<typeof renderCoverImage>>[];

beforeAll(async () => {
  fake = await startFakeOpenAI();
  images = [
    await renderCoverImage({ script: 'tamil', lines: [{ text: 'திருக்குறள்', size: 64 }] }),
    await renderCoverImage({
      script: 'latin',
      lines: [{ text: 'Back cover', size: 32 }],
      format: 'jpeg',
    }),
  ];
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.setReply('fixture');
});

function reader(timeoutMs?: number) {
  return createAiCoverReader({
    baseUrl: `${fake.url}/v1`,
    apiKey: 'test-key',
    model: 'gpt-4o-mini',
    timeoutMs,
  });
}

async function failure(promise: Promise<unknown>): Promise<AiReadError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AiReadError);
  return err as AiReadError;
}

describe('AI cover reader', () => {
  it('maps the recorded reply, including its one overall confidence and language name', async () => {
    const reading = await reader().read(images);
    expect(reading).toMatchObject({
      engine: 'ai',
      engineDetail: 'gpt-4o-mini',
      fallbackReason: null,
      title: { value: 'திருக்குறள்', confidence: 0.82 },
      author: { value: 'திருவள்ளுவர்', confidence: 0.82 },
      isbn: { value: null, confidence: 0 },
      publisher: { value: 'Kumaran Book House', confidence: 0.82 },
      publicationYear: { value: null, confidence: 0 },
      language: { value: 'ta', confidence: 0.82 },
      category: { value: 'poetry', confidence: 0.82 },
    });
    expect(reading.description.value).toMatch(/^Classical Tamil couplets/);
    expect(reading.rawText.split('\n')).toEqual(['திருக்குறள்', 'திருவள்ளுவர்', 'குமரன் புத்தக இல்லம்']);
  });

  it('sends the photos as data URLs, asks for the strict JSON schema and authenticates', async () => {
    await reader().read(images);
    expect(fake.requests).toHaveLength(1);
    const { headers, body } = fake.requests[0]!;
    expect(headers.authorization).toBe('Bearer test-key');
    expect(body?.model).toBe('gpt-4o-mini');
    expect(body?.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'book_cover', strict: true, schema: coverJsonSchema },
    });
    const messages = body?.messages as Array<{ role: string; content: unknown }>;
    expect(messages[0]?.role).toBe('system');
    const parts = messages[1]?.content as Array<{ type: string; image_url?: { url: string } }>;
    const urls = parts.filter((p) => p.type === 'image_url').map((p) => p.image_url);
    expect(urls).toEqual([
      { url: `data:image/png;base64,${images[0]!.bytes.toString('base64')}`, detail: 'high' },
      { url: `data:image/jpeg;base64,${images[1]!.bytes.toString('base64')}`, detail: 'high' },
    ]);
    expect(parts[0]).toMatchObject({ type: 'text' });
  });

  it('cleans per-field values and clamps confidences', async () => {
    fake.setReply('fixture', {
      title: '  The Wind in\nthe Willows ',
      author: 'Kenneth Grahame',
      isbn: 'ISBN 978-0-14-303909-9',
      publisher: '   ',
      publicationYear: 1908,
      language: 'EN',
      category: 'children’s fiction',
      description: null,
      rawText: 'The Wind in the Willows\nKenneth Grahame',
      confidence: {
        title: 1.7,
        author: 0.9,
        isbn: -0.2,
        publisher: 0.8,
        publicationYear: 0.4,
        language: null,
        category: 0.5,
        description: 0.9,
      },
    });
    const reading = await reader().read(images);
    expect(reading.title).toEqual({ value: 'The Wind in the Willows', confidence: 1 });
    expect(reading.author).toEqual({ value: 'Kenneth Grahame', confidence: 0.9 });
    expect(reading.isbn).toEqual({ value: '9780143039099', confidence: 0 });
    expect(reading.publisher).toEqual({ value: null, confidence: 0 });
    expect(reading.publicationYear).toEqual({ value: 1908, confidence: 0.4 });
    expect(reading.language).toEqual({ value: 'en', confidence: 0 });
    expect(reading.description).toEqual({ value: null, confidence: 0 });
  });

  it('accepts JSON in a Markdown fence, as servers without response_format send it', async () => {
    fake.setReply('fixture', '```json\n{"title": "Fenced", "confidence": 0.5}\n```');
    const reading = await reader().read(images);
    expect(reading.title).toEqual({ value: 'Fenced', confidence: 0.5 });
    expect(reading.author).toEqual({ value: null, confidence: 0 });
  });

  it('rejects content that is not JSON', async () => {
    fake.setReply('invalid-json');
    expect((await failure(reader().read(images))).reason).toBe('ai_invalid_reply');
  });

  it('rejects JSON that does not match the schema', async () => {
    fake.setReply('fixture', { title: 42, author: ['a', 'b'] });
    expect((await failure(reader().read(images))).reason).toBe('ai_invalid_reply');
  });

  it('reports the HTTP status and does not retry', async () => {
    fake.setReply('http-500');
    expect((await failure(reader().read(images))).reason).toBe('ai_http_500');
    expect(fake.requests).toHaveLength(1);
  });

  it('gives up after timeoutMs when the server hangs', async () => {
    fake.setReply('hang');
    const started = performance.now();
    expect((await failure(reader(300).read(images))).reason).toBe('ai_timeout');
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('reports a server that is not there as a network failure', async () => {
    const gone = createAiCoverReader({
      baseUrl: 'http://127.0.0.1:9/v1',
      apiKey: 'k',
      model: 'm',
      timeoutMs: 2000,
    });
    expect((await failure(gone.read(images))).reason).toBe('ai_network');
  });
});

describe('cover JSON schema', () => {
  it('is strict-mode compatible: every object lists all its properties and allows no others', () => {
    const walk = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      if (schema.type === 'object') {
        expect(schema.additionalProperties).toBe(false);
        expect([...(schema.required as string[])].sort()).toEqual(
          Object.keys(schema.properties as object).sort(),
        );
      }
      Object.values(schema).forEach(walk);
    };
    walk(coverJsonSchema);
    expect(JSON.stringify(coverJsonSchema)).not.toMatch(/"\$schema"|minimum|maximum/);
  });
});
