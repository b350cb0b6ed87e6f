import { fileURLToPath } from 'node:url';
import type { Ebook, EbookLanguage } from '@app/db';
import { loadSharp } from '../sharp';
import { escapeHtml } from './head';

/** The self-hosted Noto faces the web app ships (Fontsource), one file per script and weight. */
const fontFile = (family: string, subset: string, weight: 400 | 700) =>
  fileURLToPath(
    import.meta.resolve(`@fontsource/${family}/files/${family}-${subset}-${weight}-normal.woff`),
  );

interface Face {
  family: string;
  regular: string;
  bold: string;
}

const FACES: Record<'latin' | 'tamil' | 'sinhala', Face> = {
  latin: {
    family: 'Noto Sans',
    regular: fontFile('noto-sans', 'latin', 400),
    bold: fontFile('noto-sans', 'latin', 700),
  },
  tamil: {
    family: 'Noto Sans Tamil',
    regular: fontFile('noto-sans-tamil', 'tamil', 400),
    bold: fontFile('noto-sans-tamil', 'tamil', 700),
  },
  sinhala: {
    family: 'Noto Sans Sinhala',
    regular: fontFile('noto-sans-sinhala', 'sinhala', 400),
    bold: fontFile('noto-sans-sinhala', 'sinhala', 700),
  },
};

const SCRIPT_OF: Record<EbookLanguage, keyof typeof FACES> = {
  English: 'latin',
  Tamil: 'tamil',
  Sinhala: 'sinhala',
};

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
const MARGIN = 80;
const TITLE_HEIGHT = 250;

/** The library's dome-and-arches line mark (the header's logo), in white. */
const MARK = `<g fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">
  <path d="M20 24a12 12 0 0 1 24 0"/><path d="M32 8v4"/><path d="M12 24h40"/>
  <path d="M15 24v24M49 24v24"/><path d="M21 48V35a4 4 0 0 1 8 0v13M35 48V35a4 4 0 0 1 8 0v13"/>
  <path d="M10 50h44"/></g>`;

const BACKGROUND = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#7a1f2b"/><stop offset="0.7" stop-color="#4c131b"/><stop offset="1" stop-color="#0f4f4f"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <g transform="translate(${MARGIN - 8} ${MARGIN - 24}) scale(1.5)">${MARK}</g>
  <rect x="${MARGIN}" y="${CARD_HEIGHT - 118}" width="${CARD_WIDTH - 2 * MARGIN}" height="2" fill="#ffffff" opacity="0.35"/>
</svg>`,
);

interface TextBlock {
  text: string;
  face: Face;
  bold?: boolean;
  /** Box the text is fitted into (its size shrinks to fit), or a fixed size in pixels. */
  box: { width: number; height: number } | { width: number; size: number };
  colour?: string;
}

async function renderText(block: TextBlock) {
  const weight = block.bold ? 'Bold' : 'Regular';
  const markup = `<span foreground="${block.colour ?? '#ffffff'}">${escapeHtml(block.text)}</span>`;
  const fitted = 'height' in block.box;
  const sharp = await loadSharp();
  const { data, info } = await sharp({
    text: {
      text: markup,
      font: `${block.face.family} ${weight}${fitted ? '' : ` ${(block.box as { size: number }).size}px`}`,
      fontfile: block.bold ? block.face.bold : block.face.regular,
      width: block.box.width,
      ...(fitted ? { height: (block.box as { height: number }).height } : { dpi: 72 }),
      rgba: true,
      wrap: 'word',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * A 1200×630 PNG for link previews of an e-book without a cover: the title and author set in
 * the book's own script (Noto Sans Tamil, Sinhala or Latin), under the library's mark, with the
 * library's name in its three scripts along the foot.
 */
export async function renderEbookCard(ebook: Pick<Ebook, 'title' | 'author' | 'language'>) {
  const face = FACES[SCRIPT_OF[ebook.language]];
  const width = CARD_WIDTH - 2 * MARGIN;
  const [set, author, ...names] = await Promise.all([
    renderText({ text: ebook.title, face, bold: true, box: { width, size: 76 } }),
    renderText({ text: ebook.author, face, box: { width, size: 40 }, colour: '#f3d9dc' }),
    renderText({
      text: 'Jaffna Public Library',
      face: FACES.latin,
      bold: true,
      box: { width: 400, size: 26 },
    }),
    renderText({ text: 'யாழ்ப்பாணப் பொது நூலகம்', face: FACES.tamil, box: { width: 400, size: 23 } }),
    renderText({ text: 'යාපනය මහජන පුස්තකාලය', face: FACES.sinhala, box: { width: 400, size: 23 } }),
  ]);
  // A long title is shrunk to fit its box; a short one keeps the large size.
  const title =
    set.height > TITLE_HEIGHT
      ? await renderText({
          text: ebook.title,
          face,
          bold: true,
          box: { width, height: TITLE_HEIGHT },
        })
      : set;
  const titleTop = 170;
  const footTop = CARD_HEIGHT - 92;
  let left = MARGIN;
  const foot = names.map((name) => {
    const placed = { input: name.data, left, top: footTop + Math.round((44 - name.height) / 2) };
    left += name.width + 28;
    return placed;
  });
  const sharp = await loadSharp();
  return sharp(BACKGROUND)
    .composite([
      { input: title.data, left: MARGIN, top: titleTop },
      {
        input: author.data,
        left: MARGIN,
        top: Math.min(titleTop + title.height + 24, footTop - author.height - 28),
      },
      ...foot.filter((part) => part.left < CARD_WIDTH - MARGIN),
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
