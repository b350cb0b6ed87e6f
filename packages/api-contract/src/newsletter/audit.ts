import type { AuditDraft, NewsletterIssue, NewsletterIssueContent } from '@app/db';

/** The audit entries of the newsletter's issues (`newsletter.*`, entity `newsletter_issue`). */
export const issueAudit = {
  /** A draft written (`before` null) or rewritten. */
  written: (
    issueId: number,
    before: NewsletterIssueContent | null,
    after: NewsletterIssueContent,
  ): AuditDraft => ({
    kind: 'newsletter.write',
    entity: 'newsletter_issue',
    entityId: issueId,
    changes: { content: [before, after] },
  }),
  sendStarted: (issue: Pick<NewsletterIssue, 'id' | 'recipientsTotal'>): AuditDraft => ({
    kind: 'newsletter.send',
    entity: 'newsletter_issue',
    entityId: issue.id,
    changes: { status: ['draft', 'sending'], recipientsTotal: [null, issue.recipientsTotal] },
  }),
};
