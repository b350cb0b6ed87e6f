import { ebookPublishedData, type Ebook } from '@app/db';
import { webhookEvent, type WebhookDraft } from '../audit';

/**
 * `ebook.published` (decision 0048) when an e-book becomes one readers see: added (or imported)
 * active, or made active again; none for any other change.
 */
export function publishedEvents(
  before: { isActive: boolean } | null,
  after: Ebook,
): WebhookDraft[] {
  return after.isActive && !before?.isActive
    ? [webhookEvent('ebook.published', ebookPublishedData(after))]
    : [];
}
