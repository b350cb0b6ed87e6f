import type { Language } from '@app/i18n';
import { createI18n } from '@app/i18n/resources';
import { escapeHtml } from './html';

/**
 * What every e-mail the library sends shares: its translators, its page (the library's name in
 * three scripts above the message, fonts for the three scripts) and its button. The newsletter's
 * mails and the forgotten-password mail are written with these.
 */
const translators = new Map<Language, ReturnType<typeof createI18n>>();

/** The translator of one e-mail namespace in one language (made once per language). */
export function mailTranslator<
  N extends 'newsletter-mail' | 'auth' | 'loans' | 'events' | 'webhooks',
>(language: Language, ns: N) {
  let i18n = translators.get(language);
  if (!i18n) translators.set(language, (i18n = createI18n(language)));
  return i18n.getFixedT(language, ns);
}

/** A whole HTML e-mail: `inner` is already escaped HTML. */
export function mailPage(language: Language, title: string, inner: string): string {
  const library = mailTranslator(language, 'newsletter-mail')('library');
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#fbf8f3;color:#1f1a17;font-family:'Noto Sans','Noto Sans Tamil','Noto Sans Sinhala',Arial,sans-serif;line-height:1.7">
<div style="max-width:600px;margin:0 auto;padding:24px">
<p style="margin:0 0 24px;color:#7a1f2b;font-weight:700">${escapeHtml(library)}</p>
${inner}
</div></body></html>`;
}

/** A paragraph of plain text; `note` sets it small and grey (what to do if it was not you). */
export function mailParagraph(text: string, note = false): string {
  const style = note ? 'margin:0 0 16px;color:#6b625b;font-size:14px' : 'margin:0 0 16px';
  return `<p style="${style}">${escapeHtml(text)}</p>`;
}

/** The message's one action, as a button-like link. */
export function mailButton(href: string, text: string): string {
  return `<p style="margin:0 0 24px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;background:#7a1f2b;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:700">${escapeHtml(text)}</a></p>`;
}

/** A plain link in the text. */
export function mailLink(href: string, text: string): string {
  return `<a href="${escapeHtml(href)}" style="color:#0f6e6e">${escapeHtml(text)}</a>`;
}
