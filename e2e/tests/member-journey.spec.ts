import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  copyStatus,
  deskScan,
  filled,
  registerMember,
  upToPlaceholder,
  verifiedCopy,
} from '../circulation';
import { locale } from '../locales';
import { mailTo, waitForMail } from '../mailbox';
import { moveServerClock } from '../server-clock';
import { deskClient, demo, expect, noHorizontalScroll, test } from './fixtures';

/**
 * Issue 27's walk in one piece, in each of the three languages (the member, the visitor and
 * the desk all in it): a member signs in on a shared PC, reserves a book that is out and takes
 * the last place at an event, then signs out, and the next person at that PC finds nothing of
 * theirs, offline included. The copy comes back at the desk and is set aside; the member is
 * e-mailed, collects it at a desk that has lost its connection (the lend waits on the device
 * and goes when the line returns), renews it online days later, and gives up the event place,
 * which passes to the visitor who waited for it.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 1280, height: 800 } });
// Three people in three browsers, a service worker, the job queue's mails, the clock moved:
// about a minute alone, several on a loaded machine.
test.describe.configure({ timeout: 300_000 });

const DAY = 24 * 60 * 60 * 1000;

/** People and titles in the language's own script (the staff lists the walker reads show them). */
const people = {
  en: { member: 'தமிழினி யோகராஜா', visitor: 'சிவானந்தன் குமரன்', book: 'யாழ் நூலக வரலாறு' },
  ta: { member: 'பவானி சிறீதரன்', visitor: 'இளங்கோ நடராசா', book: 'கீரிமலைக் கேணி' },
  si: { member: 'දිල්රුක්ෂි ජයසූරිය', visitor: 'අසංක පෙරේරා', book: 'යාපනයේ පැරණි පොත්' },
} as const;

type Lang = keyof typeof people;

/** Waits until the service worker controls the page (the shell is kept for offline use). */
async function offlineReady(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 60_000,
  });
  await page.evaluate(() => navigator.serviceWorker.ready);
}

/** Everything this browser keeps for the site, as text: caches and both storages. */
const keptText = (page: Page) =>
  page.evaluate(async () => {
    const parts = [JSON.stringify(localStorage), JSON.stringify(sessionStorage)];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        parts.push(request.url);
        if (type.includes('json')) parts.push(await response!.text());
      }
    }
    return parts.join('\n');
  });

/** A browser of its own, in `lang`. */
async function personIn(browser: Browser, baseURL: string, lang: Lang, phone = false) {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'allow',
    ...(phone ? { viewport: { width: 360, height: 740 }, hasTouch: true } : {}),
  });
  await context.addInitScript((language) => localStorage.setItem('language', language), lang);
  return context;
}

/** Signs in from the sign-in page, in the page's language. */
async function signInAs(page: Page, lang: Lang, email: string, password: string, lands: RegExp) {
  const auth = locale(lang, 'auth');
  await page.goto('/login');
  await page.getByLabel(auth('login.email')).fill(email);
  await page.getByLabel(auth('login.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: auth('login.submit') }).click();
  await expect(page).toHaveURL(lands);
}

for (const lang of ['en', 'ta', 'si'] as const) {
  test(`in ${lang}: a member reserves, signs out on a shared PC, is told, collects at an offline desk, renews, and passes an event place on`, async ({
    page,
    browser,
    playwright,
    baseURL,
    site,
  }) => {
    const stamp = Date.now();
    const names = people[lang];
    const books = locale(lang, 'books');
    const loans = locale(lang, 'loans');
    const events = locale(lang, 'events');
    const common = locale(lang, 'common');
    const desk = await deskClient(playwright, baseURL!);
    const contexts: BrowserContext[] = [];
    try {
      // The library: a title whose one copy is out, two members, an event with one place.
      const title = `${names.book} ${stamp}`;
      const copy = await verifiedCopy(desk, title);
      const borrower = await registerMember(desk, `${names.visitor} ${stamp}`);
      expect(
        (
          await desk.post('/api/loans', {
            data: { memberNumber: borrower.memberNumber, sku: copy.sku },
          })
        ).status(),
      ).toBe(201);
      const email = `journey-${lang}-${stamp}@example.lk`;
      const memberName = `${names.member} ${stamp}`;
      const reader = await registerMember(desk, memberName, email);
      const link = (await (await desk.post(`/api/members/${reader.id}/password-link`)).json()) as {
        url: string;
      };
      const eventTitle = `${names.book} — ${stamp}`;
      const created = await desk.post('/api/admin/events', {
        data: {
          title: eventTitle,
          description: `${names.book}: ${names.member}`,
          date: 'Today',
          time: 'Soon',
          category: 'Discussion',
          maxAttendees: 1,
          startsAt: new Date(Date.now() + 45 * 60_000).toISOString(),
        },
      });
      expect(created.ok(), await created.text()).toBe(true);

      // The member, at the library's shared PC, chooses a password from the desk's link and
      // asks for the library's messages in their language.
      await page.addInitScript((language) => localStorage.setItem('language', language), lang);
      const password = `${names.book} 2026`;
      const auth = locale(lang, 'auth');
      await page.goto(link.url);
      await page.getByLabel(auth('setPassword.password')).fill(password);
      await page.getByLabel(auth('setPassword.again')).fill(password);
      await page.getByRole('button', { name: auth('setPassword.submit') }).click();
      await expect(page).toHaveURL(/\/account$/);
      const members = locale(lang, 'members');
      await page.getByRole('button', { name: members('messages.save'), exact: true }).click();
      await expect(page.getByText(members('messages.saved')).first()).toBeVisible();

      // Every copy is out: they reserve it. Then they take the event's one place.
      await page.goto(`/books/${copy.bookId}`);
      await page.getByRole('button', { name: books('page.reserve.submit') }).click();
      await expect(
        page.getByText(filled(books('page.reserve.placed'), { position: 1 })),
      ).toBeVisible();
      await page.goto('/#events');
      const card = page.getByRole('article', { name: eventTitle });
      await expect(card).toContainText(filled(events('place.left_one'), { count: 1 }));
      await card.getByRole('button', { name: events('place.take') }).click();
      await expect(card.getByRole('status')).toHaveText(events('place.confirmed'));

      // They sign out. The next person at this PC finds nothing of theirs, even offline (the
      // site's service worker, installed on this visit, keeps pages and public answers).
      await offlineReady(page);
      const header = page.getByRole('banner');
      await expect(header.getByText(memberName)).toBeVisible();
      await header.getByRole('button', { name: common('nav.signOut') }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(header.getByRole('link', { name: common('nav.adminLogin') })).toBeVisible();
      const kept = await keptText(page);
      for (const theirs of [memberName, email, reader.memberNumber]) {
        expect(kept).not.toContain(theirs);
      }
      await page.context().setOffline(true);
      try {
        await page.goto('/account');
        await expect(page).toHaveURL(/\/login$/);
        await expect(page.getByRole('heading', { name: auth('login.title') })).toBeVisible();
        await expect(page.getByText(memberName)).toHaveCount(0);
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText(memberName)).toHaveCount(0);
      } finally {
        await page.context().setOffline(false);
      }

      // A visitor, on a phone, finds the event full and waits for a place by e-mail.
      const visitorContext = await personIn(browser, baseURL!, lang, true);
      contexts.push(visitorContext);
      const visitor = await visitorContext.newPage();
      const visitorEmail = `journey-visitor-${lang}-${stamp}@example.lk`;
      await visitor.goto('/#events');
      // A first visit: the page and its service worker load together.
      await expect(visitor.getByTestId('event-list')).toBeVisible({ timeout: 30_000 });
      const full = visitor.getByRole('article', { name: eventTitle });
      await expect(full).toContainText(events('place.full_zero'));
      await full.getByRole('button', { name: events('place.join') }).click();
      await full.getByLabel(events('place.email')).fill(visitorEmail);
      await full.getByLabel(events('place.name')).fill(`${names.visitor} ${stamp}`);
      await full.getByRole('button', { name: events('place.send') }).click();
      await expect(full.getByRole('status')).toHaveText(events('place.pending'));
      const [confirm] = await waitForMail(visitorEmail);
      const placeLink = /https?:\/\/\S+\/events\/place\?token=[\w-]+/.exec(confirm!.text)![0];
      await visitor.goto(new URL(placeLink).pathname + new URL(placeLink).search);
      await expect(visitor.getByTestId('place-status')).toHaveText(events('place.waitlisted'));

      // The copy comes back to the desk, which says to set it aside, and for whom.
      const staff = locale(lang, 'loans-staff');
      const deskContext = await personIn(browser, baseURL!, lang);
      contexts.push(deskContext);
      const deskPage = await deskContext.newPage();
      await signInAs(
        deskPage,
        lang,
        demo.librarian.email,
        demo.librarian.password,
        /\/admin\/books$/,
      );
      await deskPage.goto('/desk');
      await deskScan(deskPage, copy.sku);
      await expect(deskPage.locator('[data-kind="held"]')).toContainText(
        upToPlaceholder(
          filled(staff('desk.log.held'), {
            title,
            name: `${names.visitor} ${stamp}`,
            holder: memberName,
            number: reader.memberNumber,
          }),
        ),
      );
      expect(await copyStatus(desk, copy.id)).toBe('ON_HOLD');

      // The member is told by e-mail, in their language.
      await expect
        .poll(async () => (await mailTo(email)).map((mail) => mail.subject).join(' | '))
        .toContain(title);
      const ready = (await mailTo(email)).find((mail) => mail.subject.includes(title))!;
      expect(ready.subject).toContain(
        upToPlaceholder(filled(loans('mail.ready.subject'), { title })),
      );
      expect(ready.text).toContain(filled(loans('mail.greeting'), { name: memberName }));

      // They sign in again and see it waiting; at the desk, the line drops as it is lent.
      await signInAs(page, lang, email, password, /\/account$/);
      const hold = page.getByTestId('my-hold').filter({ hasText: title });
      await expect(hold).toContainText(upToPlaceholder(loans('holds.ready')));
      await deskScan(deskPage, reader.memberNumber);
      await expect(deskPage.getByTestId('desk-member')).toContainText(memberName);
      await deskContext.setOffline(true);
      try {
        await deskScan(deskPage, copy.sku);
        await expect(deskPage.getByTestId('desk-waiting-scan')).toHaveCount(1);
        // The desk has tried to send it and found no line (before then it is still a scan made
        // online, which the log would not count among the waiting ones sent).
        await expect(deskPage.getByTestId('desk-waiting')).toHaveAttribute('data-stall', 'offline');
        expect(await noHorizontalScroll(deskPage)).toBe(true);
      } finally {
        await deskContext.setOffline(false);
      }
      await expect(deskPage.locator('[data-kind="sent"]')).toContainText(
        filled(staff('desk.log.sent_one'), { count: 1 }),
      );
      await expect(deskPage.locator('[data-kind="lent"]')).toContainText(
        upToPlaceholder(filled(staff('desk.log.lent'), { title, name: memberName })),
      );
      expect(await copyStatus(desk, copy.id)).toBe('ON_LOAN');

      // Three days on they renew it online: the due date moves to a loan period from then.
      await page.reload();
      await expect(page.getByTestId('my-hold')).toHaveCount(0);
      const loan = page.getByTestId('my-loan').filter({ hasText: title });
      await expect(loan).toBeVisible();
      const dueBefore = await loan.innerText();
      await moveServerClock(site, 3 * DAY);
      try {
        await loan.getByRole('button', { name: filled(loans('renewLabel'), { title }) }).click();
        await expect(
          page.getByText(upToPlaceholder(filled(loans('renewed'), { title }))).first(),
        ).toBeVisible();
        await expect(loan).not.toHaveText(dueBefore);
      } finally {
        await moveServerClock(site, 0);
      }

      // They give up their event place: it passes to the visitor, who is told with a calendar.
      const mine = page.getByTestId('my-event').filter({ hasText: eventTitle });
      await expect(mine).toContainText(events('mine.status.confirmed'));
      await mine.getByRole('button', { name: events('mine.cancel') }).click();
      await mine.getByRole('button', { name: events('mine.cancel') }).click();
      await expect(page.getByTestId('my-event')).toHaveCount(0);
      expect(await noHorizontalScroll(page)).toBe(true);
      await expect
        .poll(async () =>
          (await mailTo(visitorEmail)).some((mail) =>
            mail.attachments.some((file) => file.contentType.startsWith('text/calendar')),
          ),
        )
        .toBe(true);
      await visitor.reload();
      await expect(visitor.getByTestId('place-status')).toHaveText(events('place.confirmed'));
      expect(await noHorizontalScroll(visitor)).toBe(true);
    } finally {
      await moveServerClock(site, 0);
      for (const context of contexts) await context.close();
      await desk.dispose();
    }
  });
}
