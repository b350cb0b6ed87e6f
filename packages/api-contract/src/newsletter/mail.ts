import type { NewsletterIssueContent, NewsletterLanguage } from '@app/db';
import { escapeHtml } from '../html';
import { mailButton, mailLink, mailPage, mailParagraph, mailTranslator } from '../mail-page';
import type { MailMessage } from '../services';

const mailText = (language: NewsletterLanguage) => mailTranslator(language, 'newsletter-mail');

const LANGUAGE_ORDER: NewsletterLanguage[] = ['en', 'ta', 'si'];

/** The language a subscriber gets an issue in: theirs when it is written, else English, else any. */
export function issueLanguageFor(
  content: NewsletterIssueContent,
  preferred: NewsletterLanguage,
): NewsletterLanguage | null {
  if (content[preferred]) return preferred;
  return LANGUAGE_ORDER.find((language) => content[language]) ?? null;
}

/** Plain-text paragraphs (blank lines between) as HTML paragraphs, every character escaped. */
export function paragraphsHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map(
      (paragraph) =>
        `<p style="margin:0 0 16px">${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`,
    )
    .join('\n');
}

/** The e-mail that asks the owner of an address to confirm the sign-up, in their language. */
export function confirmationMail(input: {
  to: string;
  language: NewsletterLanguage;
  confirmUrl: string;
}): MailMessage {
  const t = mailText(input.language);
  const subject = t('confirm.subject');
  return {
    to: input.to,
    subject,
    text: [
      t('confirm.greeting'),
      '',
      t('confirm.text'),
      input.confirmUrl,
      '',
      t('confirm.ignore'),
      '',
      t('library'),
    ].join('\n'),
    html: mailPage(
      input.language,
      subject,
      [
        mailParagraph(t('confirm.greeting')),
        mailParagraph(t('confirm.text')),
        mailButton(input.confirmUrl, t('confirm.button')),
        mailParagraph(t('confirm.ignore'), true),
      ].join('\n'),
    ),
  };
}

/**
 * One issue as one subscriber receives it: their language's version, with RFC 8058 one-click
 * unsubscribe headers and a visible unsubscribe link in both parts.
 */
export function issueMail(input: {
  to: string;
  language: NewsletterLanguage;
  subject: string;
  body: string;
  origin: string;
  unsubscribePage: string;
  unsubscribeOneClick: string;
  /** A test copy for staff: marked as such in the subject. */
  test?: boolean;
}): MailMessage {
  const t = mailText(input.language);
  const subject = input.test ? `[${t('test')}] ${input.subject}` : input.subject;
  const footer = t('issue.footer', { site: input.origin });
  return {
    to: input.to,
    subject,
    text: [
      input.body.trim(),
      '',
      '—',
      footer,
      t('issue.unsubscribeText', { url: input.unsubscribePage }),
    ].join('\n'),
    html: mailPage(
      input.language,
      subject,
      [
        paragraphsHtml(input.body),
        `<hr style="border:0;border-top:1px solid #d9d0c5;margin:24px 0">`,
        `<p style="margin:0 0 8px;color:#6b625b;font-size:14px">${escapeHtml(footer)}</p>`,
        `<p style="margin:0;font-size:14px">${mailLink(input.unsubscribePage, t('issue.unsubscribe'))}</p>`,
      ].join('\n'),
    ),
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeOneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
