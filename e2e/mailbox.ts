import type { ReceivedMail } from '@app/testing/fake-smtp';
import { expect } from '@playwright/test';
import { standIns } from './sites';

/**
 * What the local SMTP server has received for `address` (fake-smtp-cli's mailbox). Every
 * worker's site mails to it: a test asks only for addresses it made up (stamped) itself.
 */
export async function mailTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${standIns.mailboxURL}/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as ReceivedMail[];
}

/** Waits until `address` has `count` messages, and answers them (oldest first). */
export async function waitForMail(address: string, count = 1): Promise<ReceivedMail[]> {
  await expect
    .poll(async () => (await mailTo(address)).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  return mailTo(address);
}

/** The first link to `path` in a message's text (the confirmation or unsubscribe page). */
export function linkIn(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path}\\?s=\\d+&t=[^\\s>]+`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in "${mail.subject}"`);
  return match[0];
}
