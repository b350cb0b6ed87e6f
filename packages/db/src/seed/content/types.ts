/**
 * Shapes of the library's starting content. The seed (`../seed.ts`) inserts these rows once;
 * keep them plain data so they can be reviewed by librarians without reading code.
 */

export interface SeedDistrict {
  /** English name, unique: 'Jaffna', 'Kilinochchi', 'Mannar', 'Mullaitivu', 'Vavuniya'. */
  name: string;
  nameTa: string;
  nameSi: string;
  province: string;
}

export interface SeedBranch {
  /** Short upper-case branch code (2–5 letters), used in inventory SKUs, e.g. 'JPL', 'NLR'. */
  id: string;
  name: string;
  nameTa: string;
  nameSi: string;
  /** English district name, one of SeedDistrict.name. */
  district: string;
  address: string;
  phone: string | null;
  email: string | null;
  coordinates: { lat: number; lng: number } | null;
}

export type BookGenre = 'history' | 'poetry' | 'technology' | 'science' | 'art' | 'fiction';

export interface SeedBook {
  title: string;
  author: string;
  genre: BookGenre;
  description: string;
  /** Copies on the shelf; 0 shows as Checked Out. */
  available: number;
  coverColor: 'blue' | 'red' | 'green' | 'amber' | 'teal' | 'purple' | 'brown' | 'slate';
  language: 'English' | 'Tamil' | 'Sinhala';
}

export type EventCategory = 'Children' | 'Workshop' | 'Discussion' | 'Special';

export interface SeedEvent {
  title: string;
  description: string;
  /** Days after the seed runs; the seed turns this into the free-text date and time. */
  daysFromNow: number;
  /** Local Jaffna time, 24h 'HH:MM'. */
  startTime: string;
  durationMinutes: number;
  category: EventCategory;
  maxAttendees?: number;
  /** Branch code where it happens. */
  branch: string;
}

export type EbookGenre =
  | 'fiction'
  | 'non-fiction'
  | 'poetry'
  | 'history'
  | 'science'
  | 'literature'
  | 'biography'
  | 'philosophy';

export interface SeedEbook {
  title: string;
  author: string;
  genre: EbookGenre;
  description: string;
  language: 'English' | 'Tamil' | 'Sinhala';
  fileFormat: 'PDF' | 'EPUB' | 'TXT';
  /** The real, public file URL of that format at its source. */
  fileUrl: string;
  fileSize: string | null;
  coverImageUrl: string | null;
  totalPages: number | null;
  publicationYear: number | null;
  publisher: string | null;
  tags: string[];
  rating: number;
  isFeatured: boolean;
  /** Where it comes from, and its id there, e.g. 'gutenberg' + '84', 'madurai' + 'pmuni0001'. */
  source: 'gutenberg' | 'openlibrary' | 'madurai' | 'archive';
  sourceId: string;
}
