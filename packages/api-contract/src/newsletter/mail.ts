import type { NewsletterIssueContent, NewsletterLanguage } from '@app/db';
import { createI18n } from '@app/i18n/resources';
import { escapeHtml } from '../html';
import type { MailMessage } from '../services';

const translators = new Map<NewsletterLanguage, ReturnType<typeof createI18n>>();
function mailText(language: NewsletterLanguage) {
  let i18n = translators.get(language);
  if (!i18n) translators.set(language, (i18n = createI18n(language)));
  return i18n.getFixedT(language, 'newsletter-mail');
}

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

function page(language: NewsletterLanguage, title: string, inner: string): string {
  const t = mailText(language);
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#fbf8f3;color:#1f1a17;font-family:'Noto Sans','Noto Sans Tamil','Noto Sans Sinhala',Arial,sans-serif;line-height:1.7">
<div style="max-width:600px;margin:0 auto;padding:24px">
<p style="margin:0 0 24px;color:#7a1f2b;font-weight:700">${escapeHtml(t('library'))}</p>
${inner}
</div></body></html>`;
}

function link(href: string, text: string): string {
  return `<a href="${escapeHtml(href)}" style="color:#0f6e6e">${escapeHtml(text)}</a>`;
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
    html: page(
      input.language,
      subject,
      [
        `<p style="margin:0 0 16px">${escapeHtml(t('confirm.greeting'))}</p>`,
        `<p style="margin:0 0 16px">${escapeHtml(t('confirm.text'))}</p>`,
        `<p style="margin:0 0 24px"><a href="${escapeHtml(input.confirmUrl)}" style="display:inline-block;padding:12px 20px;background:#7a1f2b;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:700">${escapeHtml(t('confirm.button'))}</a></p>`,
        `<p style="margin:0 0 16px;color:#6b625b;font-size:14px">${escapeHtml(t('confirm.ignore'))}</p>`,
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
    html: page(
      input.language,
      subject,
      [
        paragraphsHtml(input.body),
        `<hr style="border:0;border-top:1px solid #d9d0c5;margin:24px 0">`,
        `<p style="margin:0 0 8px;color:#6b625b;font-size:14px">${escapeHtml(footer)}</p>`,
        `<p style="margin:0;font-size:14px">${link(input.unsubscribePage, t('issue.unsubscribe'))}</p>`,
      ].join('\n'),
    ),
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeOneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
