import type { Mailer } from '@app/api-contract';
import nodemailer from 'nodemailer';
import { calendarFilename, eventsCalendar } from '../events/calendar';

export interface MailerOptions {
  /** `smtp://…` or `smtps://…`; absent: a mailer that is not configured and sends nothing. */
  smtpUrl?: string;
  /** The sender; defaults to the newsletter address at the site's own host. */
  from?: string;
  publicOrigin: string;
}

/**
 * The newsletter's mail: SMTP through nodemailer, one pooled connection reused across messages
 * (a whole issue goes out without a handshake per subscriber).
 */
export function createMailer(options: MailerOptions): Mailer & { close(): void } {
  if (!options.smtpUrl) {
    return {
      configured: false,
      from: null,
      send: () => Promise.reject(new Error('SMTP_URL is not set')),
      close: () => undefined,
    };
  }
  const from =
    options.from ?? `Jaffna Public Library <newsletter@${new URL(options.publicOrigin).hostname}>`;
  // nodemailer reads transport options from the address's query; the operator's own win.
  const url = new URL(options.smtpUrl);
  const defaults = {
    pool: 'true',
    maxConnections: '2',
    connectionTimeout: '10000',
    greetingTimeout: '10000',
    socketTimeout: '30000',
  };
  for (const [name, value] of Object.entries(defaults)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  const transport = nodemailer.createTransport(url.href);
  return {
    configured: true,
    from,
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        // As calendar apps expect an invitation: an alternative part and an attachment.
        icalEvent: message.calendar && {
          filename: calendarFilename(message.calendar.filename),
          method: 'PUBLISH',
          content: eventsCalendar([message.calendar.event], {
            publicOrigin: options.publicOrigin,
            name: message.calendar.event.title,
          }),
        },
      });
    },
    close: () => transport.close(),
  };
}
