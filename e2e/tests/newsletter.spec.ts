import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { linkIn, mailTo, waitForMail } from '../mailbox';
import { locale } from '../locales';
import { demo, expect, signIn, test } from './fixtures';

/**
 * The newsletter's whole loop against the local SMTP server the suite starts (fake-smtp-cli):
 * readers sign up from the site in English, Sinhala and Tamil, confirm from the e-mail, staff
 * write and send an issue, each reader receives it in their language, leaves from its link,
 * and the next issue does not reach them.
 */
const LANGS = ['en', 'si', 'ta'] as const;
// Alone it takes 1.5 min (three inboxes, six axe runs); beside the other worker, up to twice that.
test.describe.configure({ timeout: 180_000 });

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('subscribe → confirm → send → receive → unsubscribe → not sent again, in three languages', async ({
  browser,
  page,
}) => {
  const stamp = Date.now();
  const readers = LANGS.map((lang) => ({ lang, email: `reader-${lang}-${stamp}@example.lk` }));

  for (const reader of readers) {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.addInitScript((code) => localStorage.setItem('language', code), reader.lang);
    const text = locale(reader.lang, 'newsletter');
    await visitor.goto('/#join');
    const form = visitor.locator('#join');
    await form.getByRole('textbox', { name: text('emailLabel') }).fill(reader.email);
    await form.getByRole('button', { name: text('submit') }).click();
    await expect(visitor.getByRole('status').filter({ hasText: text('checkInbox') })).toBeVisible();

    const [confirmation] = await waitForMail(reader.email);
    expect(confirmation!.subject).toBe(locale(reader.lang, 'newsletter-mail')('confirm.subject'));
    await visitor.goto(linkIn(confirmation!, '/newsletter/confirm'));
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(text('confirm.done'));
    expect(await seriousViolations(visitor)).toEqual([]);
    await context.close();
  }

  // Staff write one issue in the three languages and send it to everyone.
  await signIn(page, demo.librarian);
  await page.goto('/admin/newsletter');
  const staff = locale('en', 'newsletter-staff');
  await expect(page.getByTestId('mail-status')).toContainText('news@jaffnalibrary.lk');
  const subjects = {
    en: `Library news ${stamp}`,
    si: `පුස්තකාල පුවත් ${stamp}`,
    ta: `நூலகச் செய்திகள் ${stamp}`,
  };
  const bodies = {
    en: 'New Tamil e-books this month.',
    si: 'මේ මාසයේ නව ඊ-පොත්.',
    ta: 'இந்த மாதம் புதிய மின்னூல்கள்.',
  };
  await page.getByRole('button', { name: staff('issues.new') }).click();
  for (const lang of LANGS) {
    const name = staff(`languages.${lang}`);
    await page
      .getByLabel(staff('editor.subject').replace('{{language}}', name))
      .fill(subjects[lang]);
    await page.getByLabel(staff('editor.body').replace('{{language}}', name)).fill(bodies[lang]);
  }
  await page.getByRole('button', { name: staff('editor.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: staff('editor.saved') })).toBeVisible();
  await page.getByRole('button', { name: staff('editor.preview') }).click();
  await expect(page.getByTestId('issue-preview')).toContainText(bodies.en);
  await page.getByRole('button', { name: staff('editor.sendTest') }).click();
  await expect(page.getByRole('status').filter({ hasText: demo.librarian.email })).toBeVisible();
  await page.getByRole('button', { name: staff('editor.send') }).click();
  await page
    .getByRole('dialog')
    .last()
    .getByRole('button', { name: staff('editor.send') })
    .click();
  await expect(page.getByTestId('issue-progress').first()).toContainText(/(\d+) of \1/);

  for (const reader of readers) {
    const mails = await waitForMail(reader.email, 2);
    const issue = mails.find((mail) => mail.subject === subjects[reader.lang]);
    expect(issue, `${reader.lang} issue`).toBeDefined();
    expect(issue!.text).toContain(bodies[reader.lang]);
    expect(issue!.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/api\/newsletter\/unsubscribe\?s=\d+&t=/,
    );
    expect(issue!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The reader leaves from the issue's own link, in their language.
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.addInitScript((code) => localStorage.setItem('language', code), reader.lang);
    const text = locale(reader.lang, 'newsletter');
    await visitor.goto(linkIn(issue!, '/newsletter/unsubscribe'));
    await expect(visitor.getByText(text('unsubscribe.question'))).toBeVisible();
    expect(await seriousViolations(visitor)).toEqual([]);
    await visitor.getByRole('button', { name: text('unsubscribe.button') }).click();
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(text('unsubscribe.done'));
    await context.close();
  }

  // The next issue reaches none of them.
  await page.reload();
  await page.getByRole('button', { name: staff('issues.new') }).click();
  await page
    .getByLabel(staff('editor.subject').replace('{{language}}', staff('languages.en')))
    .fill(`Second ${stamp}`);
  await page
    .getByLabel(staff('editor.body').replace('{{language}}', staff('languages.en')))
    .fill('Again.');
  await page.getByRole('button', { name: staff('editor.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: staff('editor.saved') })).toBeVisible();
  await page.getByRole('button', { name: staff('editor.send') }).click();
  await page
    .getByRole('dialog')
    .last()
    .getByRole('button', { name: staff('editor.send') })
    .click();
  const secondRow = page
    .getByTestId('newsletter-issues')
    .getByRole('row', { name: new RegExp(`Second ${stamp}`) });
  await expect(secondRow).toContainText(staff('issues.sent'));
  for (const reader of readers) {
    expect((await mailTo(reader.email)).map((m) => m.subject)).not.toContain(`Second ${stamp}`);
  }
  // Staff see them as unsubscribed, and can export the list.
  await page.getByLabel(staff('subscribers.search')).fill(`-${stamp}@`);
  await expect(page.getByTestId('newsletter-subscribers').getByRole('row')).toHaveCount(4);
  await expect(page.getByTestId('newsletter-subscribers')).toContainText(
    staff('subscribers.unsubscribed'),
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: staff('subscribers.export') }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-.*\.csv$/);
  expect(await seriousViolations(page)).toEqual([]);
});
