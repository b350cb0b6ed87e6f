import sharp from 'sharp';

/**
 * The shape of `CheckedImage` in `@app/api-contract`, restated so this package depends on no
 * workspace package (the contract's own tests may use these fakes without a cycle).
 */
interface CheckedImage {
  bytes: Buffer;
  mime: 'image/jpeg' | 'image/png' | 'image/webp';
  width: number;
  height: number;
}

/** One line of cover text; `size` is the font size in pixels. */
export interface CoverTextLine {
  text: string;
  size: number;
}

/** Which Noto family sets the text (Debian's fonts-noto-core). */
export type CoverScript = 'latin' | 'tamil' | 'sinhala';

const FAMILY: Record<CoverScript, string> = {
  latin: 'Noto Sans',
  tamil: 'Noto Sans Tamil',
  sinhala: 'Noto Sans Sinhala',
};

const MARGIN = 120;
const BACKGROUND = { r: 246, g: 240, b: 226 };

function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Renders a clean, book-cover-like image of `lines` (dark text, centred, on a cream
 * background with wide margins) so OCR tests have a known answer without shipping photos.
 * Uses Pango through sharp's text input, so complex Tamil and Sinhala shaping comes out right.
 */
export async function renderCoverText(input: {
  lines: CoverTextLine[];
  script: CoverScript;
  format?: 'png' | 'jpeg' | 'webp';
}): Promise<Buffer> {
  const family = FAMILY[input.script];
  // The blank line between text lines keeps tesseract from merging them into one block.
  const markup = input.lines
    .map(
      (line) =>
        `<span font="${family} ${line.size}px" foreground="#1f1b16">${escapeMarkup(line.text)}</span>`,
    )
    .join('\n\n');
  const text = await sharp({
    text: { text: markup, rgba: true, align: 'centre', dpi: 72 },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  const width = text.info.width + MARGIN * 2;
  const height = text.info.height + MARGIN * 2;
  const cover = sharp({
    create: { width, height, channels: 3, background: BACKGROUND },
  }).composite([{ input: text.data, left: MARGIN, top: MARGIN }]);
  switch (input.format ?? 'png') {
    case 'jpeg':
      return cover.jpeg({ quality: 92 }).toBuffer();
    case 'webp':
      return cover.webp({ quality: 92 }).toBuffer();
    default:
      return cover.png().toBuffer();
  }
}

const MIME = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;

/** {@link renderCoverText}, wrapped as the checked upload the cover readers take. */
export async function renderCoverImage(
  input: Parameters<typeof renderCoverText>[0],
): Promise<CheckedImage> {
  const bytes = await renderCoverText(input);
  const { width, height } = await sharp(bytes).metadata();
  return { bytes, mime: MIME[input.format ?? 'png'], width, height };
}
