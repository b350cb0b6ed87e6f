import type { EbookGenre } from '@app/db/constants';
import type { ImportCategory } from '@app/api-contract/schemas/ebooks-import';

/**
 * Subject words → e-book genre, first rule that matches wins. Fiction comes before science and
 * history ("Science fiction", "Historical fiction" are novels); philosophy before science
 * ("Political science" under Plato is philosophy); religion has no genre of its own in the
 * admin's list and sits with philosophy, as on a library's shelves.
 */
const RULES: [RegExp, EbookGenre][] = [
  [/\bpoe(?:try|ms?|tical)\b|\bverse\b|\bsonnets?\b|\bballads?\b|கவிதை|කවි/, 'poetry'],
  [
    /\bfiction\b|\bnovels?\b|\bshort stories\b|\bstories\b|\btales\b|\bromances?\b|நாவல்|නවකතා/,
    'fiction',
  ],
  [/\bbiograph|\bautobiograph|\bmemoirs?\b|\bdiaries\b|வாழ்க்கை வரலாறு|චරිතාපදාන/, 'biography'],
  [
    /\bphilosoph|\bethics\b|\bstoic|\bmetaphysic|\blogic\b|\breligio|\btheolog|\bbible\b|\bsacred\b|\bhindu|\bbuddhis|\bchristian|\bislam|தத்துவ|දර්ශන/,
    'philosophy',
  ],
  [
    /\bscience\b|\bscientific\b|\bmathematic|\bphysics\b|\bbiology\b|\bchemistry\b|\bastronomy\b|\bbotany\b|\bzoology\b|\bnatural history\b|\bevolution\b|அறிவியல்|විද්‍යා/,
    'science',
  ],
  [
    /\bhistor(?:y|ical|ies)\b|\bwars?\b|\bcivili[sz]ation\b|\bantiquities\b|வரலாறு|ඉතිහාස/,
    'history',
  ],
  [
    /\bliterature\b|\bdrama\b|\bplays\b|\bessays\b|\bclassics?\b|\bcriticism\b|இலக்கிய|සාහිත්‍ය/,
    'literature',
  ],
];

const CATEGORY_GENRE: Record<ImportCategory, EbookGenre> = {
  fiction: 'fiction',
  poetry: 'poetry',
  history: 'history',
  science: 'science',
  philosophy: 'philosophy',
  religion: 'philosophy',
  literature: 'literature',
  biography: 'biography',
};

/** 'Browsing: Fiction' → 'Fiction'; 'Whaling -- Fiction' → 'Whaling'. */
function label(subject: string): string {
  return subject
    .replace(/^(?:browsing|category):\s*/i, '')
    .split(' -- ')[0]!
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The genre a record's own subjects and shelves suggest, and the label it was read from. When
 * they say nothing we recognise, the category staff searched for decides, else 'literature'
 * (what most public-domain classics are).
 */
export function genreFromSubjects(
  subjects: string[],
  category?: ImportCategory,
): { genre: EbookGenre; category: string | null } {
  // 'Non-fiction' must not read as fiction.
  const texts = subjects.map((s) => s.toLowerCase().replace(/\bnon-?fiction\b/g, 'nonfiction'));
  for (const [pattern, genre] of RULES) {
    const index = texts.findIndex((text) => pattern.test(text));
    if (index !== -1) return { genre, category: category ?? (label(subjects[index]!) || null) };
  }
  if (category) return { genre: CATEGORY_GENRE[category], category };
  return { genre: 'literature', category: subjects[0] ? label(subjects[0]) || null : null };
}
