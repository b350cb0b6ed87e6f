import { locale } from '../locales';
import { waitForMail } from '../mailbox';
import { deskClient, demo, expect, noHorizontalScroll, signIn, test } from './fixtures';

/**
 * Places at events (decision 0041), on phones: a member, in Tamil, takes the last place at an
 * event; a visitor, in Sinhala, joins the waitlist with an e-mail address and confirms it by
 * the mailed link; the member cancels from "My account" and the visitor moves up, told by mail
 * with the event as a calendar file; the librarian sees who is coming and exports the list.
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });
// Three people in three browsers, and three mails through the job queue.
test.slow();

/** The link in a mail to the place's page. */
function placeLink(text: string): string {
  const match = /https?:\/\/\S+\/events\/place\?token=[\w-]+/.exec(text);
  if (!match) throw new Error(`no place link in: ${text}`);
  return new URL(match[0]).pathname + new URL(match[0]).search;
}

test('a member takes the last place, a visitor waits for it by e-mail, and moves up when it is cancelled', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const stamp = Date.now();
  const desk = await deskClient(playwright, baseURL!);
  // Soon today, so it is among the first events to come.
  const title = `கவிதை மாலை ${stamp}`;
  const created = await desk.post('/api/admin/events', {
    data: {
      title,
      description: 'ஈழத்துக் கவிஞர்களின் கவிதைகளை வாசித்து உரையாடுவோம்.',
      date: 'Today',
      time: 'Soon',
      category: 'Discussion',
      maxAttendees: 1,
      startsAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const event = (await created.json()) as { id: number };
  const member = (await (
    await desk.post('/api/members', {
      data: {
        fullName: 'கலா மகேந்திரன்',
        phone: '021 222 7788',
        branchId: 'JPL',
        email: `places-${stamp}@example.lk`,
      },
    })
  ).json()) as { id: number };
  const link = (await (await desk.post(`/api/members/${member.id}/password-link`)).json()) as {
    url: string;
  };

  // The member, in Tamil, chooses a password and takes the one place from the home page.
  const ta = locale('ta', 'events');
  await page.addInitScript(() => localStorage.setItem('language', 'ta'));
  await page.goto(link.url);
  await page.getByLabel(locale('ta', 'auth')('setPassword.password')).fill('நல்லூர் வீதி 2026');
  await page.getByLabel(locale('ta', 'auth')('setPassword.again')).fill('நல்லூர் வீதி 2026');
  await page.getByRole('button', { name: locale('ta', 'auth')('setPassword.submit') }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(ta('mine.empty'))).toBeVisible();
  await page.goto('/#events');
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText(ta('place.left_one').replace('{{count}}', '1'));
  await card.getByRole('button', { name: ta('place.take') }).click();
  await expect(card.getByRole('status')).toHaveText(ta('place.confirmed'));
  expect(await noHorizontalScroll(page)).toBe(true);

  // A visitor, in Sinhala, finds it full and joins the waitlist with an e-mail address.
  const si = locale('si', 'events');
  const visitorEmail = `visitor-${stamp}@example.lk`;
  const other = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    hasTouch: true,
  });
  const visitor = await other.newPage();
  await visitor.addInitScript(() => localStorage.setItem('language', 'si'));
  await visitor.goto('/#events');
  const full = visitor.getByRole('article', { name: title });
  await expect(full).toContainText(si('place.full_zero'));
  await full.getByRole('button', { name: si('place.join') }).click();
  await full.getByLabel(si('place.email')).fill(visitorEmail);
  await full.getByLabel(si('place.name')).fill('නිමාලි පෙරේරා');
  await full.getByRole('button', { name: si('place.send') }).click();
  await expect(full.getByRole('status')).toHaveText(si('place.pending'));
  expect(await noHorizontalScroll(visitor)).toBe(true);

  // The mailed link confirms the address: the event is full, so the waitlist.
  const [confirmMail] = await waitForMail(visitorEmail);
  expect(confirmMail!.subject).toContain(title);
  await visitor.goto(placeLink(confirmMail!.text));
  await expect(visitor.getByTestId('place-status')).toHaveText(si('place.waitlisted'));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(await noHorizontalScroll(visitor)).toBe(true);

  // The member cancels from My account; the place passes to the visitor, with a calendar file.
  await page.goto('/account');
  const mine = page.getByTestId('my-event').filter({ hasText: title });
  await expect(mine).toContainText(ta('mine.status.confirmed'));
  await mine.getByRole('button', { name: ta('mine.cancel') }).click();
  await mine.getByRole('button', { name: ta('mine.cancel') }).click();
  await expect(page.getByTestId('my-event')).toHaveCount(0);
  expect(await noHorizontalScroll(page)).toBe(true);
  const mails = await waitForMail(visitorEmail, 3);
  const moved = mails.find((mail) =>
    mail.attachments.some((f) => f.contentType.startsWith('text/calendar')),
  );
  expect(moved, mails.map((m) => m.subject).join(' | ')).toBeDefined();
  expect(moved!.subject).toContain(title);
  await visitor.reload();
  await expect(visitor.getByTestId('place-status')).toHaveText(si('place.confirmed'));
  await other.close();

  // The librarian sees who is coming, in order, and can download the list.
  const staff = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const deskPage = await staff.newPage();
  await signIn(deskPage, demo.librarian);
  await deskPage.goto('/admin/events');
  await deskPage
    .getByRole('article', { name: title })
    .getByRole('button', { name: `Attendees: ${title}` })
    .click();
  const dialog = deskPage.getByRole('dialog');
  await expect(dialog.getByRole('row')).toHaveCount(3);
  await expect(dialog.locator('[data-status="confirmed"]')).toContainText('නිමාලි පෙරේරා');
  await expect(dialog.locator('[data-status="cancelled"]')).toContainText('கலா மகேந்திரன்');
  const download = deskPage.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toBe(`event-${event.id}-attendees.csv`);
  await staff.close();
  await desk.dispose();
});
