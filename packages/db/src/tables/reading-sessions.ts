import type {
  ColumnType,
  Generated,
  Insertable,
  JSONColumnType,
  Selectable,
  Updateable,
} from 'kysely';

export interface Bookmark {
  /** Given by the reader's device (a UUID), so a mark can be removed by its id. */
  id?: string;
  location: string;
  label?: string;
  createdAt: string;
}
export interface ReadingNote {
  id?: string;
  location: string;
  text: string;
  /** Where the note is, as the reader showed it ('Page 12', '34%'). */
  label?: string;
  createdAt: string;
}

export interface ReadingSessionsTable {
  id: Generated<number>;
  ebookId: number;
  userId: string | null;
  currentPage: Generated<number>;
  totalPages: number | null;
  /** 0–100 (percent). */
  readingProgress: ColumnType<number, number | undefined, number>;
  /** Where the reader is: an EPUB CFI, or a character offset in a text file. */
  location: string | null;
  lastReadAt: Generated<Date>;
  bookmarks: JSONColumnType<Bookmark[], string | undefined, string>;
  notes: JSONColumnType<ReadingNote[], string | undefined, string>;
  /** Seconds spent reading, summed. */
  sessionDuration: Generated<number>;
  isFinished: Generated<boolean>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}
export type ReadingSession = Selectable<ReadingSessionsTable>;
export type NewReadingSession = Insertable<ReadingSessionsTable>;
export type ReadingSessionUpdate = Updateable<ReadingSessionsTable>;
