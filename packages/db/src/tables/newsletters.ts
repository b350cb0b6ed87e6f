import type { Generated, Insertable, Selectable } from 'kysely';

export interface NewslettersTable {
  id: Generated<number>;
  email: string;
  subscribedAt: Generated<Date>;
}
export type Newsletter = Selectable<NewslettersTable>;
export type NewNewsletter = Insertable<NewslettersTable>;
