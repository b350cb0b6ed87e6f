import { readFileSync } from 'node:fs';
import path from 'node:path';
import { request } from '@playwright/test';
import JSZip from 'jszip';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { demo } from './tests/fixtures';

/**
 * E-book files the reader tests upload: a Sinhala EPUB 3 with three chapters, a table of contents
 * (nav) and the things a real book carries that the site's CSP would otherwise refuse (a linked
 * stylesheet with an embedded font, a style attribute); a three-page PDF; a Tamil plain-text
 * book long enough for several pages. All written here, none downloaded.
 */

export const epubBook = {
  title: 'කලපුවේ කතා',
  author: 'යාපනය මහජන පුස්තකාලය',
  chapters: [
    {
      heading: 'පළමු පරිච්ඡේදය: කලපුව',
      paragraphs: [
        'උදෑසන හිරු කලපුව මතින් නැඟුණේ රන්වන් ආලෝකයක් විහිදුවමිනි.',
        'ධීවරයෝ රාත්‍රියේ අල්ලාගත් මසුන් සමඟ තම ඔරු ගොඩබිමට ඇද දැමූහ.',
      ],
    },
    {
      heading: 'දෙවන පරිච්ඡේදය: තල් ගස්',
      paragraphs: ['තල් ගස් පේළිය මුහුදු සුළඟට සෙමින් නැමුණි.', 'දරුවෝ ඒවායේ සෙවණෙහි හිඳ පැරණි කතා අසා සිටියහ.'],
    },
    {
      heading: 'තෙවන පරිච්ඡේදය: පුස්තකාලය',
      paragraphs: [
        'සුදු ආරුක්කු සහිත පුස්තකාලය නගරයේ හදවත විය.',
        'සෑම පොතක්ම නැවත කියවන්නෙකු එනතුරු ඉවසිලිවන්තව බලා සිටියේය.',
      ],
    },
  ],
};

const xhtml = (title: string, body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="si" lang="si">
<head>
<meta charset="UTF-8"/>
<title>${title}</title>
<link rel="stylesheet" type="text/css" href="css/book.css"/>
</head>
<body>
${body}
</body>
</html>
`;

export async function makeEpub(): Promise<Buffer> {
  const zip = new JSZip();
  // The first entry, uncompressed: that is how a reader recognises an EPUB.
  zip.file('mimetype', 'application/epub+zip', { compression: 'STORE' });
  zip.file(
    'META-INF/container.xml',
    `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
`,
  );
  const chapters = epubBook.chapters.map((chapter, index) => ({
    id: `ch${index + 1}`,
    href: `text/ch${index + 1}.xhtml`,
    ...chapter,
  }));
  zip.file(
    'OEBPS/content.opf',
    `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="si">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="book-id">urn:uuid:6f1d3c2e-8a4b-4f7e-9c1a-2b3d4e5f6a7b</dc:identifier>
    <dc:title>${epubBook.title}</dc:title>
    <dc:creator>${epubBook.author}</dc:creator>
    <dc:language>si</dc:language>
    <meta property="dcterms:modified">2026-01-01T00:00:00Z</meta>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="css" href="text/css/book.css" media-type="text/css"/>
${chapters.map((c) => `    <item id="${c.id}" href="${c.href}" media-type="application/xhtml+xml"/>`).join('\n')}
  </manifest>
  <spine>
${chapters.map((c) => `    <itemref idref="${c.id}"/>`).join('\n')}
  </spine>
</package>
`,
  );
  zip.file(
    'OEBPS/nav.xhtml',
    `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="si" lang="si">
<head><meta charset="UTF-8"/><title>පටුන</title></head>
<body>
<nav epub:type="toc" id="toc">
  <h1>පටුන</h1>
  <ol>
${chapters.map((c) => `    <li><a href="${c.href}">${c.heading}</a></li>`).join('\n')}
  </ol>
</nav>
</body>
</html>
`,
  );
  zip.file(
    'OEBPS/text/css/book.css',
    `@font-face { font-family: "Book Face"; src: url(../fonts/book-face.otf); }
body { font-family: "Book Face", serif; }
h1 { text-align: center; font-size: 1.4em; }
p { text-indent: 1.5em; margin: 0 0 0.8em; }
`,
  );
  for (const chapter of chapters) {
    zip.file(
      `OEBPS/${chapter.href}`,
      xhtml(
        chapter.heading,
        `<section epub:type="chapter">
<h1 style="color: #7a1f2b">${chapter.heading}</h1>
${chapter.paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
</section>`,
      ),
    );
  }
  return zip.generateAsync({ type: 'nodebuffer', mimeType: 'application/epub+zip' });
}

export const pdfBook = {
  title: 'The Palmyra Handbook',
  // Not the library's own name, which is also its main branch's: data must not read as one.
  author: 'Palmyra Development Board',
  pages: 3,
  pageText: (page: number) => `Palmyra handbook page ${page} of 3`,
};

export async function makePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(pdfBook.title);
  pdf.setAuthor(pdfBook.author);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pdfBook.pages; n += 1) {
    const page = pdf.addPage([420, 595]);
    page.drawText(pdfBook.pageText(n), {
      x: 40,
      y: 540,
      size: 18,
      font,
      color: rgb(0.1, 0.1, 0.1),
    });
    page.drawText('The palmyra palm gives the North its food, its timber and its roofs.', {
      x: 40,
      y: 500,
      size: 10,
      font,
    });
  }
  return Buffer.from(await pdf.save());
}

export const txtBook = {
  title: 'திருக்குறள் தேர்வு',
  author: 'திருவள்ளுவர்',
  /** The words that open part `n` (1-based) of the text. */
  partHeading: (n: number) => `பகுதி ${n}`,
};

const TAMIL_SENTENCES = [
  'யாழ்ப்பாணப் பொது நூலகம் வடக்கின் அறிவுச் சுடராக விளங்குகிறது.',
  'காலையில் வாசகர்கள் அமைதியாக அமர்ந்து பழைய நூல்களைப் புரட்டுகின்றனர்.',
  'பனை மரங்களின் நிழலில் சிறுவர்கள் கதைகளைக் கேட்டு மகிழ்கின்றனர்.',
  'ஒவ்வொரு நூலும் ஒரு புதிய வாசகருக்காகப் பொறுமையுடன் காத்திருக்கிறது.',
  'கற்றது கைம்மண் அளவு, கல்லாதது உலகளவு என்று முன்னோர் சொன்னார்கள்.',
];

/** About five pages of Tamil prose in numbered parts, in UTF-8 with a byte-order mark. */
export function makeTamilTxt(): Buffer {
  const parts = Array.from({ length: 24 }, (_, i) =>
    [
      txtBook.partHeading(i + 1),
      ...TAMIL_SENTENCES.map((_, j) => TAMIL_SENTENCES[(i + j) % 5]!),
    ].join(' '),
  );
  const text = ['அகர முதல எழுத்தெல்லாம் ஆதி\nபகவன் முதற்றே உலகு.', ...parts].join('\n\n');
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
}

/** An e-book the tests created, as the API answered it. */
export interface TestEbook {
  id: number;
  title: string;
  author: string;
  genre: string;
  language: string;
  fileFormat: string;
  downloadCount: number;
  isFeatured: boolean;
}

export interface TestLibrary {
  epub: TestEbook;
  pdf: TestEbook;
  txt: TestEbook;
}

/**
 * Uploads the three generated books as the demo librarian (POST /api/ebooks/files, with the
 * Origin the server checks) and adds them to the collection (POST /api/ebooks). Idempotent: a
 * second spec file on the same server finds them by title and reuses them.
 */
export async function ensureTestLibrary(baseURL: string): Promise<TestLibrary> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    const login = await api.post('/api/auth/login', {
      data: { email: demo.librarian.email, password: demo.librarian.password },
    });
    if (!login.ok()) throw new Error(`librarian login: ${login.status()} ${await login.text()}`);

    const ensure = async (
      book: { title: string; author: string },
      file: { name: string; mimeType: string; buffer: Buffer },
      fields: Record<string, unknown>,
    ): Promise<TestEbook> => {
      const found = await api.get('/api/ebooks/search', { params: { q: book.title } });
      if (found.ok()) {
        const existing = ((await found.json()) as TestEbook[]).find((e) => e.title === book.title);
        if (existing) return existing;
      }
      const upload = await api.post('/api/ebooks/files', { multipart: { file } });
      if (upload.status() !== 201) {
        throw new Error(`upload ${file.name}: ${upload.status()} ${await upload.text()}`);
      }
      const stored = (await upload.json()) as {
        fileUrl: string;
        fileFormat: string;
        fileSize: string;
        totalPages?: number;
      };
      const created = await api.post('/api/ebooks', {
        data: {
          title: book.title,
          author: book.author,
          fileUrl: stored.fileUrl,
          fileFormat: stored.fileFormat,
          fileSize: stored.fileSize,
          totalPages: stored.totalPages ?? null,
          ...fields,
        },
      });
      if (created.status() !== 201) {
        throw new Error(`create ${book.title}: ${created.status()} ${await created.text()}`);
      }
      return (await created.json()) as TestEbook;
    };

    const epub = await ensure(
      epubBook,
      { name: 'kalapuwe-katha.epub', mimeType: 'application/epub+zip', buffer: await makeEpub() },
      {
        genre: 'literature',
        language: 'Sinhala',
        description: 'යාපනයේ කලපුව, තල් ගස් සහ පුස්තකාලය ගැන කෙටි කතා තුනක්.',
        rating: 4.5,
        isFeatured: true,
        tags: ['කලපුව', 'කතා'],
      },
    );
    const pdf = await ensure(
      pdfBook,
      { name: 'palmyra-handbook.pdf', mimeType: 'application/pdf', buffer: await makePdf() },
      {
        genre: 'science',
        language: 'English',
        description:
          'A short field guide to the palmyra palm of the Jaffna peninsula: how it grows, what it gives and how it is cared for, in three pages.',
        rating: 4,
        totalPages: pdfBook.pages,
        isFeatured: true,
      },
    );
    const txt = await ensure(
      txtBook,
      { name: 'kural.txt', mimeType: 'text/plain', buffer: makeTamilTxt() },
      {
        genre: 'poetry',
        language: 'Tamil',
        description: 'திருக்குறளின் முதல் குறளும் யாழ்ப்பாணம் பற்றிய சிறு பகுதிகளும்.',
        rating: 5,
      },
    );
    return { epub, pdf, txt };
  } finally {
    await api.dispose();
  }
}

export const LANGUAGES = ['en', 'si', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];

type Tree = { [key: string]: string | Tree };

/**
 * The `ebooks` and `ebooks-reader` namespaces of one interface language, read from the same
 * JSON files the site uses, with i18next's {{placeholders}} and _one/_other plurals, so each
 * test runs in all three.
 */
export function ebooksText(lang: Language) {
  const read = (namespace: string) =>
    JSON.parse(
      readFileSync(
        path.join(
          import.meta.dirname,
          '..',
          'packages',
          'i18n',
          'locales',
          lang,
          `${namespace}.json`,
        ),
        'utf8',
      ),
    ) as Tree;
  const tree: Tree = { ...read('ebooks'), ...read('ebooks-reader') };
  const plural = new Intl.PluralRules(lang);
  return (key: string, values: Record<string, string | number> = {}): string => {
    const lookup = (k: string) =>
      k
        .split('.')
        .reduce<string | Tree | undefined>(
          (node, part) => (node && typeof node === 'object' ? node[part] : undefined),
          tree,
        );
    let value = lookup(key);
    if (value === undefined && typeof values.count === 'number') {
      value = lookup(`${key}_${plural.select(values.count)}`) ?? lookup(`${key}_other`);
    }
    if (typeof value !== 'string') throw new Error(`no text ${lang}:${key}`);
    return value.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(values[name] ?? ''));
  };
}
