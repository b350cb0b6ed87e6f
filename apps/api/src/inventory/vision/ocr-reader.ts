import { access, mkdtemp, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkIsbn, cleanIsbn, type Services } from '@app/api-contract';
import { loadSharp } from '../../sharp';
import Tesseract from 'tesseract.js';

// The package index does not re-export these yet; derived from the port so they cannot drift.
type CheckedImage = Parameters<Services['vision']['readCover']>[0][number];
type CoverReading = Awaited<ReturnType<Services['vision']['readCover']>>;

const LANGS = ['eng', 'tam', 'sin'] as const;
const ENGINE_DETAIL = `tesseract ${LANGS.join('+')}`;
const MAX_SIDE = 1600;
const MIN_LINE_CONFIDENCE = 0.3;

/** One line of text tesseract found, in reading order within its photo. */
export interface OcrLine {
  text: string;
  /** Height of the line's box as a share of its photo's height, so photos compare. */
  height: number;
  /** 0..1 */
  confidence: number;
  /** Which photo (0-based) it is on. */
  image: number;
}

type Proposal = Pick<
  CoverReading,
  'title' | 'author' | 'isbn' | 'publisher' | 'publicationYear' | 'language'
>;

const NOISE = [
  /isbn|\d{5,}/i,
  /(?:rs\.?|lkr|inr|usd|\$|£|€|₹|රු\.?|ரூ\.?)\s*\d|\d+[.,]\d{2}\b/i,
  /\b(?:publish\w*|press|books|edition|printed|pvt|ltd|limited|copyright|reprint)\b|©|www\.|https?:|\.com\b/i,
  /பதிப்ப|வெளியீ|புத்தக\s*(?:இல்லம்|நிலையம்)|ප්\u200D?රකාශ|මුද්\u200D?රණ/u,
];
const PUBLISHER =
  /\b(?:publish(?:ers?|ing)|press|books|house|pvt|ltd|limited)\b|பதிப்பகம்|புத்தக\s*(?:இல்லம்|நிலையம்)|ප්\u200D?රකාශක/iu;
const AUTHOR_MARKER =
  /^(?:(?:written\s+)?by\s+|author\s*:\s*|(?:எழுதியவர்|ஆசிரியர்|நூலாசிரியர்|කතෘ|ලේඛක)\s*[:-]?\s*)/iu;
const YEAR = /(?:©|\(c\)|copyright|first published|published in)\D{0,12}((?:1[5-9]|20)\d{2})/i;
const ISBN = /(?<![\dX])(?:97[89][\s-]?)?(?:\d[\s-]?){9}[\dX](?![\dX])/gi;

/** True when `digits` (no hyphens) is an ISBN-10 or ISBN-13 whose check digit is right. */
export function isValidIsbn(digits: string): boolean {
  return checkIsbn(digits).ok;
}

function cleanLine(text: string): string {
  // Tesseract puts a zero-width non-joiner after every Tamil/Sinhala virama; it is noise.
  return text
    .replace(/\u200C/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s|_~•·]+|[\s|_~•·]+$/g, '');
}

function letters(text: string): number {
  return text.match(/\p{L}|\p{M}/gu)?.length ?? 0;
}

function scriptOf(text: string): { lang: string; share: number } | null {
  const ta = text.match(/[\u0B80-\u0BFF]/g)?.length ?? 0;
  const si = text.match(/[\u0D80-\u0DFF]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z\u00C0-\u024F]/g)?.length ?? 0;
  const total = ta + si + latin;
  if (total === 0) return null;
  const [lang, count] = (
    [
      ['ta', ta],
      ['si', si],
      ['en', latin],
    ] as const
  ).reduce((a, b) => (b[1] > a[1] ? b : a));
  return { lang, share: count / total };
}

const none = () => ({ value: null, confidence: 0 });

/**
 * Proposes title, author, ISBN, publisher, year and language from OCR lines. The title is
 * the tallest plausible line (joined with equally tall neighbours, for two-line titles); the
 * author follows a "by"/"எழுதியவர்"/"කතෘ" marker, else is the next tallest name-like line.
 */
export function proposeFromLines(lines: OcrLine[]): Proposal {
  const isNoise = (l: OcrLine) => NOISE.some((re) => re.test(l.text));
  const isCandidate = (l: OcrLine) =>
    letters(l.text) >= 2 &&
    l.confidence >= MIN_LINE_CONFIDENCE &&
    !isNoise(l) &&
    !AUTHOR_MARKER.test(l.text);

  const byHeight = lines.filter(isCandidate).sort((a, b) => b.height - a.height);
  const top = byHeight[0];
  const titleLines: OcrLine[] = [];
  if (top) {
    const i = lines.indexOf(top);
    const fits = (l: OcrLine | undefined): l is OcrLine =>
      !!l && l.image === top.image && isCandidate(l) && l.height >= top.height * 0.75;
    let start = i;
    let end = i;
    while (fits(lines[start - 1])) start -= 1;
    while (fits(lines[end + 1])) end += 1;
    titleLines.push(...lines.slice(start, end + 1));
  }
  const title = titleLines.length
    ? {
        value: titleLines.map((l) => l.text).join(' '),
        confidence: Math.min(...titleLines.map((l) => l.confidence)),
      }
    : none();

  let author: Proposal['author'] = none();
  const marked = lines.findIndex((l) => AUTHOR_MARKER.test(l.text));
  if (marked >= 0) {
    const line = lines[marked]!;
    const rest = line.text.replace(AUTHOR_MARKER, '').trim();
    const next = lines[marked + 1];
    if (letters(rest) >= 2) author = { value: rest, confidence: line.confidence };
    else if (next && next.image === line.image && letters(next.text) >= 2) {
      author = { value: next.text, confidence: Math.min(line.confidence, next.confidence) };
    }
  } else {
    const nameLike = byHeight.find(
      (l) =>
        !titleLines.includes(l) &&
        !/\d/.test(l.text) &&
        l.text.split(' ').length <= 6 &&
        letters(l.text) >= l.text.replace(/\s/g, '').length * 0.8,
    );
    // Only a guess from layout: say so with a lower confidence.
    if (nameLike) author = { value: nameLike.text, confidence: nameLike.confidence * 0.6 };
  }

  let isbn: Proposal['isbn'] = none();
  let year: Proposal['publicationYear'] = none();
  let publisher: Proposal['publisher'] = none();
  for (const line of lines) {
    for (const match of line.text.toUpperCase().matchAll(ISBN)) {
      const digits = cleanIsbn(match[0]);
      if (isbn.value === null && isValidIsbn(digits)) {
        isbn = { value: digits, confidence: line.confidence };
      }
    }
    const y = YEAR.exec(line.text)?.[1];
    if (y && year.value === null) year = { value: Number(y), confidence: line.confidence * 0.6 };
    if (publisher.value === null && PUBLISHER.test(line.text) && !/isbn|\d{4,}/i.test(line.text)) {
      publisher = { value: line.text, confidence: line.confidence * 0.5 };
    }
  }

  // The title's script says more than all the text: Tamil books often carry English blurbs.
  const script = scriptOf(title.value ?? '') ?? scriptOf(lines.map((l) => l.text).join(' '));
  const language = script ? { value: script.lang, confidence: script.share * 0.9 } : none();

  return { title, author, isbn, publisher, publicationYear: year, language };
}

function linesOf(page: Tesseract.Page, image: number, imageHeight: number): OcrLine[] {
  const out: OcrLine[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const text = cleanLine(line.text);
        if (!text) continue;
        out.push({
          text,
          height: (line.bbox.y1 - line.bbox.y0) / imageHeight,
          confidence: Math.min(1, Math.max(0, line.confidence / 100)),
          image,
        });
      }
    }
  }
  return out;
}

async function preprocess(image: CheckedImage) {
  const sharp = await loadSharp();
  const { data, info } = await sharp(image.bytes)
    .rotate() // phone photos are often stored sideways with an EXIF orientation
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .greyscale()
    .normalise()
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  return { png: data, height: info.height };
}

/**
 * Puts the three traineddata files side by side, since tesseract.js takes one `langPath` and
 * each language ships in its own npm package. Symlinks cost nothing; the LSTM-only
 * `4.0.0_best_int` models are what tesseract.js would otherwise fetch from its CDN.
 */
async function linkLanguageData(): Promise<string> {
  const require = createRequire(import.meta.url);
  const dir = await mkdtemp(path.join(tmpdir(), 'tessdata-'));
  for (const lang of LANGS) {
    const pkg = path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`));
    const file = path.join(pkg, '4.0.0_best_int', `${lang}.traineddata.gz`);
    // Fail loudly here: a missing file would make tesseract.js fall silent, not reject.
    await access(file);
    await symlink(file, path.join(dir, `${lang}.traineddata.gz`));
  }
  return dir;
}

async function startWorker(langPath: string): Promise<Tesseract.Worker> {
  let ready = false;
  const worker = await new Promise<Tesseract.Worker>((resolve, reject) => {
    Tesseract.createWorker([...LANGS].join('+'), Tesseract.OEM.LSTM_ONLY, {
      langPath,
      gzip: true,
      // 'none': never look for or write `./eng.traineddata` in the working directory.
      cacheMethod: 'none',
      // Without a handler a failed job throws inside tesseract.js's message listener.
      errorHandler: (err: unknown) => {
        if (!ready) reject(new Error(`tesseract.js failed to start: ${String(err)}`));
      },
    }).then(resolve, reject);
  });
  ready = true;
  await worker.setParameters({
    // The default (single block) silently drops small text such as the ISBN line.
    tessedit_pageseg_mode: Tesseract.PSM.AUTO,
    // Photos carry no usable resolution; this also stops a warning on every image.
    user_defined_dpi: '300',
    // Tesseract's own chatter ("Detected 4 diacritics") would otherwise go to stdout.
    debug_file: '/dev/null',
  });
  return worker;
}

/**
 * Offline cover reading with tesseract.js (English, Tamil, Sinhala). One worker is started on
 * first use and reused; calls are queued because a worker runs one job at a time. Everything
 * it needs (wasm core, traineddata) comes from node_modules, nothing from the network.
 */
export function createOcrCoverReader() {
  let worker: Promise<Tesseract.Worker> | null = null;
  let langDir: string | null = null;
  let tail: Promise<unknown> = Promise.resolve();

  function getWorker(): Promise<Tesseract.Worker> {
    worker ??= (async () => {
      langDir ??= await linkLanguageData();
      return startWorker(langDir);
    })().catch((err: unknown) => {
      worker = null;
      throw err;
    });
    return worker;
  }

  function enqueue<T>(job: () => Promise<T>): Promise<T> {
    const run = tail.then(job, job);
    tail = run.catch(() => undefined);
    return run;
  }

  return {
    /** Reads all photos of one book and proposes its fields. */
    async read(
      images: CheckedImage[],
      onPhotoRead?: (read: number) => void,
    ): Promise<CoverReading> {
      const prepared = await Promise.all(images.map(preprocess));
      const pages = await enqueue(async () => {
        const w = await getWorker();
        const out: Tesseract.Page[] = [];
        for (const { png } of prepared) {
          out.push((await w.recognize(png, {}, { text: true, blocks: true })).data);
          onPhotoRead?.(out.length);
        }
        return out;
      });
      const lines = pages.flatMap((page, i) => linesOf(page, i, prepared[i]!.height));
      const rawText = pages
        .map((page) => page.text.split('\n').map(cleanLine).filter(Boolean).join('\n'))
        .filter(Boolean)
        .join('\n\n');
      return {
        engine: 'ocr',
        engineDetail: ENGINE_DETAIL,
        ...proposeFromLines(lines),
        category: none(),
        description: none(),
        rawText,
        fallbackReason: null,
      };
    },
    /** Stops the worker (after queued reads finish) and removes the linked data folder. */
    async close(): Promise<void> {
      await tail;
      const w = worker;
      worker = null;
      if (w) await (await w.catch(() => null))?.terminate();
      if (langDir) await rm(langDir, { recursive: true, force: true });
      langDir = null;
    },
  };
}
