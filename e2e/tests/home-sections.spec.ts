import type { Page, Request } from '@playwright/test';
import { localeFile, locale } from '../locales';
import { expect, queuedTasksRun, requestsSoFar, test } from './fixtures';

const isSubscribe = (request: Request) =>
  request.url().includes('newsletter.subscribe') ||
  request.url().includes('/api/newsletter/subscribe');

/** Opens the home page and waits for the app to replace index.html's boot screen. */
async function openHome(page: Page, lang = 'en') {
  await page.addInitScript((code) => localStorage.setItem('language', code), lang);
  await page.goto('/');
  // The app starts after the boot screen's first frame: a test that freezes the clock must
  // wait for it, or the frame never comes.
  await expect(page.locator('#boot')).toHaveCount(0);
}

test('the about section claims 15,000+ books, 5,000+ members, 50+ events and 3 languages', async ({
  page,
}) => {
  await openHome(page);
  const about = page.locator('#about');
  await about.scrollIntoViewIfNeeded();
  for (const [value, label] of [
    ['15,000+', 'Books'],
    ['5,000+', 'Members'],
    ['50+', 'Events'],
    ['3', 'Languages'],
  ] as const) {
    await expect(
      about.getByRole('listitem').filter({ hasText: label }).getByText(value, { exact: true }),
    ).toBeVisible();
  }
});

test('the counters count from 0 to their targets in 50 steps of 30 ms once half visible', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00+05:30') });
  await openHome(page);
  await page.clock.pauseAt(new Date('2026-03-02T09:01:00+05:30'));
  const values = page.getByTestId('counter-value');
  await expect(values).toHaveText(['0+', '0+', '0+', '0+']);

  // A sliver on screen is not enough: the band must be half visible.
  const band = page.getByTestId('statistics');
  const height = await band.evaluate((el) => el.getBoundingClientRect().height);
  const top = await band.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const viewport = page.viewportSize()!.height;
  await page.evaluate((y) => window.scrollTo(0, y), top - viewport + height * 0.3);
  await expect(band).toBeInViewport({ ratio: 0.25 });
  await expect(band).not.toBeInViewport({ ratio: 0.5 });
  // The page's observer has seen the scroll too; whatever it started has rendered.
  await queuedTasksRun(page);
  await page.clock.runFor(3_000);
  await expect(values).toHaveText(['0+', '0+', '0+', '0+']);

  await band.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect(band).toBeInViewport({ ratio: 0.5 });
  // Once the page has seen it, a single 30 ms step shows the first figures.
  await expect
    .poll(async () => {
      await page.clock.runFor(30);
      return values.allTextContents();
    })
    .toEqual(['300+', '100+', '1+', '1+']);
  await page.clock.runFor(30 * 24);
  await expect(values).toHaveText(['7,500+', '2,500+', '25+', '13+']);
  await page.clock.runFor(30 * 24);
  await expect(values).toHaveText(['14,700+', '4,900+', '49+', '25+']);
  await page.clock.runFor(30);
  await expect(values).toHaveText(['15,000+', '5,000+', '50+', '25+']);
  await page.clock.runFor(5_000);
  await expect(values).toHaveText(['15,000+', '5,000+', '50+', '25+']);
  // Screen readers hear the figure once, not fifty times.
  await expect(page.getByTestId('statistics').getByRole('listitem').first()).toContainText(
    '15,000+',
  );
});

for (const lang of ['en', 'si', 'ta'] as const) {
  test(`events in ${lang}: the four categories, dates, places and calendar links`, async ({
    page,
  }) => {
    const strings = locale(lang, 'events');
    await openHome(page, lang);
    const events = page.locator('#events');
    await expect(events.getByRole('heading', { name: strings('title') })).toBeVisible();
    const list = events.getByTestId('event-list');
    await expect(list.getByRole('article').first()).toBeVisible();
    for (const category of ['Children', 'Workshop', 'Discussion', 'Special']) {
      await expect(
        list.getByText(strings(`category.${category}`), { exact: true }).first(),
      ).toBeVisible();
    }
    const first = list.getByRole('article').first();
    await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    // Dates are written in the reader's language, month names included.
    const months = Object.values(localeFile(lang, 'common').time as Record<string, unknown>)
      .filter((value): value is Record<string, string> => typeof value === 'object')
      .flatMap((value) => Object.values(value));
    await expect(first.locator('time')).toHaveText(new RegExp(months.join('|')));
    const calendar = first.getByRole('link', { name: new RegExp(`^${strings('addToCalendar')}`) });
    await expect(calendar).toHaveAttribute('href', /^\/api\/events\/\d+\/ics$/);
    await expect(events.getByRole('link', { name: strings('feed') })).toHaveAttribute(
      'href',
      '/api/events.ics',
    );
  });
}

test('the calendar links answer iCalendar: the whole feed and one event', async ({ page }) => {
  await openHome(page);
  const feed = await page.request.get('/api/events.ics');
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  const link = page
    .getByTestId('event-list')
    .getByRole('link', { name: /^Add to calendar/ })
    .first();
  const href = (await link.getAttribute('href'))!;
  const one = await page.request.get(href);
  expect(one.status()).toBe(200);
  expect(one.headers()['content-type']).toContain('text/calendar');
  const body = await one.text();
  expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  const title = await link.locator('..').locator('..').getByRole('heading').innerText();
  expect(body.replace(/\r\n[ \t]/g, '')).toContain(`SUMMARY:${title.replace(/,/g, '\\,')}`);
});

test('events fail as "no events" in red', async ({ page }) => {
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('events.list'),
    (route) => route.abort('failed'),
  );
  await openHome(page);
  const error = page.locator('#events').getByText('no events', { exact: true });
  await expect(error).toBeVisible();
  await expect(error).toHaveCSS('color', 'rgb(176, 39, 31)');
});

test.describe('the newsletter', () => {
  test('subscribes: pending disables the form, then a success toast and an empty input', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    await page.route(
      (url) => url.pathname.includes('newsletter.subscribe'),
      async (route) => {
        sent.push(route.request().postData() ?? '');
        await held;
        await route.continue();
      },
    );
    await openHome(page);
    const form = page.locator('#join');
    const email = form.getByRole('textbox', { name: 'E-mail address' });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    const address = `reader-${Date.now()}@example.lk`;
    await email.fill(`  ${address} `);
    await form.getByRole('button', { name: 'Subscribe' }).click();

    await expect(email).toBeDisabled();
    const pending = form.getByRole('button', { name: 'Subscribing...' });
    await expect(pending).toBeDisabled();
    await expect(pending).toHaveAttribute('aria-busy', 'true');
    release();

    // Double opt-in: the toast says to confirm from the e-mail (the test site sends mail).
    const toast = page.getByRole('status').filter({ hasText: 'Successfully subscribed' });
    await expect(toast).toHaveText(
      /^Successfully subscribed to newsletter!\s*Almost done: look in your inbox for our e-mail and open its link to confirm your subscription\. If this address is already confirmed, there is nothing more to do\.$/,
    );
    await expect(email).toHaveValue('');
    await expect(email).toBeEnabled();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(address);
    expect(sent[0]).not.toContain(` ${address}`);

    // The same address again is the same success: nothing tells whether it was known.
    await email.fill(address);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Successfully subscribed' }),
    ).toBeVisible();
    const stored = await page.request.post('/api/newsletter/subscribe', {
      data: { email: address },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(stored.status()).toBe(200);
    expect(await stored.json()).toEqual({ subscribed: true, confirmByMail: true });
  });

  test('an empty or blank address sends nothing', async ({ page }) => {
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (isSubscribe(request)) sent.push(request);
    });
    await openHome(page);
    const form = page.locator('#join');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    // The browser asks for an address (required), and nothing is sent.
    expect(
      await form
        .getByRole('textbox', { name: 'E-mail address' })
        .evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);
    await requestsSoFar(page);
    expect(sent).toHaveLength(0);
  });

  test('a refused address: a destructive toast with the server’s reason, in the reader’s language', async ({
    page,
  }) => {
    await openHome(page, 'ta');
    const errors = locale('ta', 'errors');
    const strings = locale('ta', 'newsletter');
    const form = page.locator('#join');
    // The browser accepts "reader@library"; the server wants a domain with a dot.
    await form.getByRole('textbox', { name: strings('emailLabel') }).fill('reader@library');
    await form.getByRole('button', { name: strings('submit') }).click();
    const toast = page.getByRole('alert').filter({ hasText: strings('errorTitle') });
    await expect(toast).toContainText(errors('INVALID_INPUT'));
    await expect(form.getByRole('textbox', { name: strings('emailLabel') })).toHaveValue(
      'reader@library',
    );
  });

  test('a failure without an answer: "Failed to subscribe. Please try again."', async ({
    page,
  }) => {
    await page.route(
      (url) => url.pathname.includes('newsletter.subscribe'),
      (route) => route.abort('connectionreset'),
    );
    await openHome(page);
    const form = page.locator('#join');
    await form.getByRole('textbox', { name: 'E-mail address' }).fill('reader@example.lk');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const toast = page.getByRole('alert');
    await expect(toast).toContainText('Subscription failed');
    await expect(toast).toContainText('Failed to subscribe. Please try again.');
  });
});

test.describe('the footer', () => {
  test('contact details: a maps search for the address, tel: and mailto: links', async ({
    page,
  }) => {
    await openHome(page);
    const contact = page.locator('#contact');
    await contact.scrollIntoViewIfNeeded();
    await expect(
      contact.getByText('Jaffna–Kankesanthurai (KKS) Road, Jaffna 40000, Sri Lanka'),
    ).toBeVisible();
    const map = contact.getByRole('link', { name: /Show on a map/ });
    await expect(map).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(contact.getByRole('link', { name: '+94 21 222 6028' })).toHaveAttribute(
      'href',
      'tel:+94212226028',
    );
    await expect(contact.getByRole('link', { name: 'info@jaffnalibrary.lk' })).toHaveAttribute(
      'href',
      'mailto:info@jaffnalibrary.lk',
    );
    const social = page
      .locator('footer')
      .getByRole('link', { name: /^(Facebook|YouTube|X) \(opens in a new tab\)$/ });
    await expect(social).toHaveCount(3);
  });

  test('both readings of the opening hours, in each language’s own time format', async ({
    page,
  }) => {
    await openHome(page);
    const lending = page.getByRole('table', { name: 'Lending library' });
    await expect(lending.getByRole('row')).toHaveText([
      'Monday – Friday9:00 AM – 8:00 PM',
      'Saturday9:00 AM – 5:00 PM',
      'SundayClosed',
    ]);
    const reading = page.getByRole('table', { name: 'Reading rooms' });
    await expect(reading.getByRole('row')).toHaveText([
      'Monday – Friday8:00 AM – 8:00 PM',
      'Saturday9:00 AM – 6:00 PM',
      'Sunday10:00 AM – 4:00 PM',
    ]);
    await expect(reading.locator('time').first()).toHaveAttribute('datetime', '08:00');

    await page.getByRole('combobox', { name: 'Language' }).selectOption('ta');
    await expect(page.getByRole('table', { name: 'வாசிகசாலைகள்' }).getByRole('row')).toHaveText([
      'திங்கள் – வெள்ளிமு.ப. 8.00 – பி.ப. 8.00',
      'சனிமு.ப. 9.00 – பி.ப. 6.00',
      'ஞாயிறுமு.ப. 10.00 – பி.ப. 4.00',
    ]);
    await page.getByRole('combobox', { name: 'மொழி' }).selectOption('si');
    await expect(
      page.getByRole('table', { name: 'පොත් නිකුත් කිරීමේ අංශය' }).getByRole('row'),
    ).toHaveText([
      'සඳුදා – සිකුරාදාපෙ.ව. 9.00 – ප.ව. 8.00',
      'සෙනසුරාදාපෙ.ව. 9.00 – ප.ව. 5.00',
      'ඉරිදාවසා ඇත',
    ]);
  });

  test('quick links scroll to about, the collection and events', async ({ page }) => {
    await openHome(page);
    const links = page.getByRole('navigation', { name: 'Quick links' });
    for (const [name, target] of [
      ['About the library', '#about'],
      ['Our collection', '#collection'],
      ['Events', '#events'],
    ] as const) {
      await links.getByRole('link', { name }).click();
      await expect(page.locator(target)).toBeInViewport();
      await expect(page.locator(target)).toBeFocused();
    }
  });

  test('the footer form only thanks the reader and sends nothing', async ({ page }) => {
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (isSubscribe(request) || request.method() === 'POST') sent.push(request);
    });
    await openHome(page);
    const footer = page.locator('footer');
    const email = footer.getByRole('textbox', { name: 'E-mail address' });
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('');
    await email.fill('reader@example.lk');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText(
      'Thank you! Watch your inbox for our next newsletter.',
    );
    await requestsSoFar(page);
    expect(sent).toHaveLength(0);
  });
});
