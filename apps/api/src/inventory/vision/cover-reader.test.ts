import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderCoverImage } from '@app/testing/cover-text-images';
import { startFakeOpenAI, type FakeOpenAI } from '@app/testing/fake-openai';
import { createCoverReader, type FallbackCoverReader } from './cover-reader';
import { createOcrCoverReader } from './ocr-reader';

let fake: FakeOpenAI;
let cover: Awaited<ReturnType<typeof renderCoverImage>>;
const ocr = createOcrCoverReader();
let ocrCalls = 0;
const countingOcr: FallbackCoverReader = {
  read: (images) => {
    ocrCalls += 1;
    return ocr.read(images);
  },
  close: () => ocr.close(),
};
const failures: string[] = [];

beforeAll(async () => {
  fake = await startFakeOpenAI();
  cover = await renderCoverImage({
    script: 'latin',
    lines: [
      { text: 'The Wind in the Willows', size: 80 },
      { text: 'by Kenneth Grahame', size: 44 },
    ],
  });
});
afterAll(async () => {
  await fake.close();
  await ocr.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.setReply('fixture');
  ocrCalls = 0;
  failures.length = 0;
});

function reader(timeoutMs = 5000, apiKey = 'test-key') {
  return createCoverReader({
    ai: { baseUrl: `${fake.url}/v1`, apiKey, model: 'gpt-4o-mini', timeoutMs },
    ocr: countingOcr,
    onAiFailure: (reason) => failures.push(reason),
  });
}

describe('cover reader', { timeout: 120_000 }, () => {
  it('uses the AI when it answers, without running OCR', async () => {
    const reading = await reader().read([cover]);
    expect(reading).toMatchObject({ engine: 'ai', fallbackReason: null });
    expect(reading.title.value).toBe('திருக்குறள்');
    expect(fake.requests).toHaveLength(1);
    expect(ocrCalls).toBe(0);
  });

  it.each([
    ['invalid-json', 'ai_invalid_reply'],
    ['http-500', 'ai_http_500'],
  ] as const)('falls back to OCR when the AI replies %s', async (reply, reason) => {
    fake.setReply(reply);
    const reading = await reader().read([cover]);
    expect(reading).toMatchObject({
      engine: 'ocr',
      fallbackReason: reason,
      title: { value: 'The Wind in the Willows' },
      author: { value: 'Kenneth Grahame' },
    });
    expect(fake.requests).toHaveLength(1);
    expect(failures).toEqual([reason]);
  });

  it('falls back to OCR when the AI reply breaks the schema', async () => {
    fake.setReply('fixture', { title: { text: 'nested' } });
    const reading = await reader().read([cover]);
    expect(reading).toMatchObject({ engine: 'ocr', fallbackReason: 'ai_invalid_reply' });
  });

  it('falls back to OCR when the AI does not answer in time', async () => {
    fake.setReply('hang');
    const reading = await reader(300).read([cover]);
    expect(reading).toMatchObject({
      engine: 'ocr',
      fallbackReason: 'ai_timeout',
      title: { value: 'The Wind in the Willows' },
    });
  });

  it('goes straight to OCR without an API key, sending nothing', async () => {
    for (const ai of [undefined, null, { baseUrl: `${fake.url}/v1`, apiKey: '', model: 'm' }]) {
      const reading = await createCoverReader({ ai, ocr: countingOcr }).read([cover]);
      expect(reading).toMatchObject({
        engine: 'ocr',
        engineDetail: 'tesseract eng+tam+sin',
        fallbackReason: 'ai_not_configured',
        title: { value: 'The Wind in the Willows' },
        language: { value: 'en' },
      });
    }
    expect(fake.requests).toHaveLength(0);
    expect(ocrCalls).toBe(3);
  });

  it('rejects only when OCR fails too', async () => {
    fake.setReply('http-500');
    const broken = createCoverReader({
      ai: { baseUrl: `${fake.url}/v1`, apiKey: 'k', model: 'm' },
      ocr: { read: () => Promise.reject(new Error('no OCR')), close: async () => {} },
    });
    await expect(broken.read([cover])).rejects.toThrow('no OCR');
  });
});
