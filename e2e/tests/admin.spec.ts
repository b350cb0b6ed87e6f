import AxeBuilder from '@axe-core/playwright';
import { LIBRARY_TIME_ZONE } from '@app/db/library-time';
import type { Locator, Page } from '@playwright/test';
import { localeFile } from '../locales';
import {
  demo,
  expect,
  openSection,
  sectionLink,
  shownSection,
  signIn,
  test,
  toast,
} from './fixtures';

/**
 * A date to come, as staff type it ('Nov 26, 2026'): the events tab lists upcoming events,
 * soonest first, so a new one two days ahead is on its first page.
 */
const soon = new Date(Date.now() + 2 * 86_400_000).toLocaleDateString('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: LIBRARY_TIME_ZONE,
});

type Tree = ReturnType<typeof localeFile>;
type Strings = Record<string, Tree>;
/** The dashboard's namespaces, so the Tamil run reads exactly what a Tamil reader sees. */
const NAMESPACES = ['dashboard', 'books-staff', 'events-staff', 'ebooks-staff', 'staff'];
const admin = (lang: 'en' | 'ta'): Strings =>
  Object.fromEntries(NAMESPACES.map((ns) => [ns, localeFile(lang, ns)]));

/** `say(L, 'books-staff:toast.added', { title })`: a string of the locale, placeholders filled. */
function say(L: Strings, key: string, params: Record<string, string | number> = {}): string {
  const [ns = '', path = ''] = key.split(':');
  let value: string | Tree | undefined = L[ns];
  for (const part of path.split('.')) value = (value as Tree | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`${key} is not a string`);
  return value.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(params[name]));
}

/** The dashboard's link to a section, in the locale. */
const tabLink = (page: Page, L: Strings, tab: string) =>
  sectionLink(page, say(L, `dashboard:tabs.${tab}`), say(L, 'dashboard:tabs.label'));

/** The section on show, in the locale. */
const tabPanel = (page: Page, L: Strings, tab: string) =>
  shownSection(page, say(L, `dashboard:tabs.${tab}`));

async function openTab(page: Page, L: Strings, tab: string) {
  await openSection(page, say(L, `dashboard:tabs.${tab}`), say(L, 'dashboard:tabs.label'));
}

/** Confirms the delete dialog that a row's Delete button opened. */
async function confirmDelete(page: Page, L: Strings) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: say(L, 'staff:confirm.delete'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

async function books(page: Page, L: Strings, title: string, author: string) {
  const panel = tabPanel(page, L, 'books');
  await panel.getByRole('button', { name: say(L, 'books-staff:add'), exact: true }).click();
  let dialog = page.getByRole('dialog', { name: say(L, 'books-staff:dialog.addTitle') });
  // The shared schema speaks before the server does: an empty form shows what is missing.
  await dialog.getByRole('button', { name: say(L, 'books-staff:dialog.submitAdd') }).click();
  await expect(dialog.getByText(say(L, 'staff:form.errors.required')).first()).toBeVisible();
  await dialog.getByLabel(say(L, 'books-staff:dialog.title'), { exact: true }).fill(title);
  await dialog.getByLabel(say(L, 'books-staff:dialog.author'), { exact: true }).fill(author);
  await dialog
    .getByLabel(say(L, 'books-staff:dialog.genre'), { exact: true })
    .selectOption('history');
  await expect(dialog.getByLabel(say(L, 'books-staff:dialog.available'))).toHaveValue('1');
  await dialog.getByRole('button', { name: say(L, 'books-staff:dialog.submitAdd') }).click();
  await expect(toast(page, say(L, 'books-staff:toast.added'))).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(say(L, 'books-staff:genres.history'));
  await expect(row).toContainText(say(L, 'books-staff:status.available'));

  // Client-side search on the author, whatever the case.
  const search = panel.getByLabel(say(L, 'books-staff:search'));
  await search.fill(author.toUpperCase());
  await expect(page.getByRole('row')).toHaveCount(2);
  await search.fill('no such book at all');
  await expect(panel.getByText(say(L, 'books-staff:empty'))).toBeVisible();
  await search.fill('');

  // Edit: the form holds the book; none left on the shelf shows as checked out.
  await page.getByRole('button', { name: say(L, 'books-staff:editLabel', { title }) }).click();
  dialog = page.getByRole('dialog', { name: say(L, 'books-staff:dialog.editTitle') });
  await expect(dialog.getByLabel(say(L, 'books-staff:dialog.title'), { exact: true })).toHaveValue(
    title,
  );
  const edited = `${title} (2)`;
  await dialog.getByLabel(say(L, 'books-staff:dialog.title'), { exact: true }).fill(edited);
  await dialog.getByLabel(say(L, 'books-staff:dialog.available')).fill('0');
  await dialog.getByRole('button', { name: say(L, 'staff:actions.saveChanges') }).click();
  await expect(toast(page, say(L, 'books-staff:toast.updated'))).toContainText(
    say(L, 'books-staff:toast.updatedDescription'),
  );
  const editedRow = page.getByRole('row').filter({ hasText: edited });
  await expect(editedRow).toContainText(say(L, 'books-staff:status.checkedOut'));

  await page
    .getByRole('button', { name: say(L, 'books-staff:deleteLabel', { title: edited }) })
    .click();
  await confirmDelete(page, L);
  await expect(toast(page, say(L, 'books-staff:toast.deleted'))).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: edited })).toHaveCount(0);
}

async function events(page: Page, L: Strings, title: string) {
  // The quick action opens Add Event from anywhere and shows the events tab behind it.
  await page
    .getByRole('navigation', { name: say(L, 'dashboard:quickActions.label') })
    .getByRole('link', { name: say(L, 'dashboard:quickActions.addEvent') })
    .click();
  let dialog = page.getByRole('dialog', { name: say(L, 'events-staff:dialog.addTitle') });
  await expect(dialog.getByLabel(say(L, 'events-staff:dialog.maxAttendees'))).toHaveValue('50');
  await dialog.getByLabel(say(L, 'events-staff:dialog.title'), { exact: true }).fill(title);
  await dialog
    .getByLabel(say(L, 'events-staff:dialog.description'))
    .fill('Poems of the North, read aloud');
  await dialog.getByLabel(say(L, 'events-staff:dialog.date'), { exact: true }).fill(soon);
  await dialog.getByLabel(say(L, 'events-staff:dialog.time'), { exact: true }).fill('2:00 PM');
  await dialog.getByLabel(say(L, 'events-staff:dialog.category')).selectOption('Workshop');
  await dialog.getByRole('button', { name: say(L, 'events-staff:dialog.submitAdd') }).click();
  await expect(toast(page, say(L, 'events-staff:toast.added'))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/events$/);

  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText(
    say(L, 'events-staff:dateAtTime', { date: soon, time: '2:00 PM' }),
  );
  await expect(card).toContainText(say(L, 'events-staff:maxAttendees', { count: 50 }));
  await expect(card).toContainText(say(L, 'events-staff:categories.Workshop'));

  // The chosen tab survives a reload.
  await page.reload();
  await expect(tabLink(page, L, 'events')).toHaveAttribute('aria-current', 'page');

  await card.getByRole('button', { name: say(L, 'events-staff:editLabel', { title }) }).click();
  dialog = page.getByRole('dialog', { name: say(L, 'events-staff:dialog.editTitle') });
  await expect(dialog.getByLabel(say(L, 'events-staff:dialog.date'), { exact: true })).toHaveValue(
    soon,
  );
  await dialog.getByLabel(say(L, 'events-staff:dialog.time'), { exact: true }).fill('4:30 PM');
  await dialog.getByLabel(say(L, 'events-staff:dialog.maxAttendees')).fill('30');
  await dialog.getByRole('button', { name: say(L, 'staff:actions.saveChanges') }).click();
  await expect(toast(page, say(L, 'events-staff:toast.updated'))).toBeVisible();
  await expect(card).toContainText(
    say(L, 'events-staff:dateAtTime', { date: soon, time: '4:30 PM' }),
  );
  await expect(card).toContainText(say(L, 'events-staff:maxAttendees', { count: 30 }));

  await card.getByRole('button', { name: say(L, 'events-staff:deleteLabel', { title }) }).click();
  await confirmDelete(page, L);
  await expect(toast(page, say(L, 'events-staff:toast.deleted'))).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
}

async function ebooks(page: Page, L: Strings, title: string) {
  await openTab(page, L, 'ebooks');
  await tabPanel(page, L, 'ebooks')
    .getByRole('button', { name: say(L, 'ebooks-staff:add'), exact: true })
    .first()
    .click();
  let dialog = page.getByRole('dialog', { name: say(L, 'ebooks-staff:dialog.addTitle') });
  const submit = dialog.getByRole('button', { name: say(L, 'ebooks-staff:dialog.submitAdd') });
  await expect(submit).toBeDisabled();
  await expect(dialog.getByLabel(say(L, 'ebooks-staff:dialog.language'))).toHaveValue('English');
  await expect(dialog.getByLabel(say(L, 'ebooks-staff:dialog.fileFormat'))).toHaveValue('PDF');
  await expect(dialog.getByLabel(say(L, 'ebooks-staff:dialog.totalPages'))).toHaveValue('0');
  await expect(dialog.getByLabel(say(L, 'ebooks-staff:dialog.isActive'))).toBeChecked();
  await expect(dialog.getByLabel(say(L, 'ebooks-staff:dialog.isFeatured'))).not.toBeChecked();
  await dialog.getByLabel(say(L, 'ebooks-staff:dialog.title'), { exact: true }).fill(title);
  await dialog
    .getByLabel(say(L, 'ebooks-staff:dialog.author'), { exact: true })
    .fill('Leo Tolstoy');
  await dialog
    .getByLabel(say(L, 'ebooks-staff:dialog.genre'), { exact: true })
    .selectOption('fiction');
  await expect(submit).toBeDisabled();
  await dialog
    .getByLabel(say(L, 'ebooks-staff:dialog.fileUrl'), { exact: true })
    .fill('https://www.gutenberg.org/ebooks/2600.epub.images');
  await expect(submit).toBeEnabled();
  await dialog.getByLabel(say(L, 'ebooks-staff:dialog.fileFormat')).selectOption('EPUB');
  await dialog.getByLabel(say(L, 'ebooks-staff:dialog.totalPages')).fill('1225');
  await dialog.getByLabel(say(L, 'ebooks-staff:dialog.isFeatured')).check();
  await submit.click();
  await expect(toast(page, say(L, 'ebooks-staff:toast.added'))).toBeVisible();

  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('EPUB');
  await expect(card).toContainText(say(L, 'ebooks-staff:featured'));
  await expect(card).toContainText(say(L, 'ebooks-staff:genres.fiction'));
  await expect(card).toContainText(say(L, 'ebooks-staff:languages.English'));
  await expect(
    card.getByRole('link', { name: say(L, 'ebooks-staff:viewFileLabel', { title }) }),
  ).toHaveAttribute('href', 'https://www.gutenberg.org/ebooks/2600.epub.images');

  // Editing preloads the values.
  await card.getByRole('button', { name: say(L, 'ebooks-staff:editLabel', { title }) }).click();
  dialog = page.getByRole('dialog', { name: say(L, 'ebooks-staff:dialog.editTitle') });
  await expect(dialog.getByLabel(say(L, 'ebooks-staff:dialog.title'), { exact: true })).toHaveValue(
    title,
  );
  await expect(dialog.getByLabel(say(L, 'ebooks-staff:dialog.totalPages'))).toHaveValue('1225');
  await expect(dialog.getByLabel(say(L, 'ebooks-staff:dialog.isFeatured'))).toBeChecked();
  // A file somewhere the library does not trust is refused beside the field.
  const fileUrl = dialog.getByLabel(say(L, 'ebooks-staff:dialog.fileUrl'), { exact: true });
  await fileUrl.fill('https://example.com/war-and-peace.pdf');
  await dialog.getByRole('button', { name: say(L, 'staff:actions.saveChanges') }).click();
  await expect(dialog.getByText(say(L, 'staff:form.errors.url'))).toBeVisible();
  await fileUrl.fill('https://www.gutenberg.org/ebooks/2600.epub.images');
  await dialog.getByLabel(say(L, 'ebooks-staff:dialog.rating')).fill('4.5');
  await dialog.getByRole('button', { name: say(L, 'staff:actions.saveChanges') }).click();
  await expect(toast(page, say(L, 'ebooks-staff:toast.updated'))).toContainText(
    say(L, 'ebooks-staff:toast.updatedDescription'),
  );
  await expect(card).toContainText(/4[.,]5\/5/);

  await card.getByRole('button', { name: say(L, 'ebooks-staff:deleteLabel', { title }) }).click();
  await confirmDelete(page, L);
  await expect(toast(page, say(L, 'ebooks-staff:toast.deleted'))).toContainText(
    say(L, 'ebooks-staff:toast.deletedDescription'),
  );
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
}

/** Ticks the first `count` results that can still be imported; returns their titles. */
async function pick(results: Locator, count: number): Promise<string[]> {
  const titles: string[] = [];
  const rows = results.getByRole('listitem');
  for (let i = 0; i < (await rows.count()) && titles.length < count; i++) {
    const box = rows.nth(i).getByRole('checkbox');
    if (!(await box.isEnabled())) continue;
    await box.check();
    titles.push((await rows.nth(i).locator('label').innerText()).trim());
  }
  expect(titles).toHaveLength(count);
  return titles;
}

/**
 * Imports three English books found by `query` in one bulk import, then one book in
 * `singleLanguage` with its own Import button.
 */
async function importBooks(
  page: Page,
  L: Strings,
  query: string,
  singleLanguage: 'tamil' | 'sinhala',
) {
  await openTab(page, L, 'ebooks');
  const panel = page.getByRole('region', { name: say(L, 'ebooks-staff:import.title') });
  const searchButton = panel.getByRole('button', {
    name: say(L, 'ebooks-staff:import.search'),
    exact: true,
  });
  await expect(searchButton).toBeDisabled();
  const queryField = panel.getByLabel(say(L, 'ebooks-staff:import.query'));
  await queryField.fill(query);
  await expect(panel.getByLabel(say(L, 'ebooks-staff:import.source'))).toHaveValue('gutenberg');
  await queryField.press('Enter');
  const results = panel.getByRole('list', { name: say(L, 'ebooks-staff:import.resultsLabel') });
  await expect(results.getByRole('listitem').first()).toBeVisible();

  const importSelected = (n: number) =>
    panel.getByRole('button', { name: say(L, 'ebooks-staff:import.importSelected', { count: n }) });
  await panel
    .getByRole('button', { name: say(L, 'ebooks-staff:import.selectAll'), exact: true })
    .click();
  await expect(importSelected(0)).toHaveCount(0);
  await panel
    .getByRole('button', { name: say(L, 'ebooks-staff:import.deselectAll'), exact: true })
    .click();
  await expect(importSelected(0)).toBeDisabled();

  const titles = await pick(results, 3);
  await importSelected(3).click();
  const done = toast(page, say(L, 'ebooks-staff:import.toast.bulkDone'));
  await expect(done).toContainText(
    say(L, 'ebooks-staff:import.toast.bulkDoneDescription_other', { count: 3 }),
  );
  // Success clears the selection and the results; the books join the list below.
  await expect(results).toHaveCount(0);
  for (const title of titles)
    await expect(page.getByRole('article', { name: title })).toBeVisible();

  // Searching again reports them as already in the library.
  await queryField.press('Enter');
  for (const title of titles) {
    const row = results.getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText(say(L, 'ebooks-staff:import.status.already'));
    await expect(row.getByRole('checkbox')).toBeDisabled();
  }

  // One more, on its own, in another language (the fake Gutendex has few of each).
  await panel.getByLabel(say(L, 'ebooks-staff:import.language')).selectOption(singleLanguage);
  await queryField.press('Enter');
  const row = results
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { disabled: false }) })
    .first();
  const single = (await row.locator('label').innerText()).trim();
  await row
    .getByRole('button', { name: say(L, 'ebooks-staff:import.importLabel', { title: single }) })
    .click();
  await expect(toast(page, say(L, 'ebooks-staff:import.toast.imported'))).toContainText(
    say(L, 'ebooks-staff:import.toast.importedDescription'),
  );
  await expect(results.getByRole('listitem').filter({ hasText: single })).toContainText(
    say(L, 'ebooks-staff:import.status.imported'),
  );
  await expect(page.getByRole('article', { name: single })).toBeVisible();
}

test('a librarian manages books, events and e-books and imports free e-books', async ({ page }) => {
  test.setTimeout(120_000);
  const L = admin('en');
  await signIn(page, demo.librarian);
  // Spec §2: header, quick actions, figures and the five tabs with books first; lending adds
  // members and loans before the overview, the reports (issue 29) follow it, then the
  // newsletter (issue 18) and each staff member's own API tokens (issue 28).
  await expect(page.getByText(`Welcome, ${demo.librarian.name}`)).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Dashboard sections' });
  await expect(sections.getByRole('link')).toHaveText([
    'Books',
    'E-books',
    'Events',
    'Inventory',
    'Members',
    'Loans',
    'Overview',
    'Reports',
    'Newsletter',
    'API tokens',
  ]);
  await expect(sectionLink(page, 'Books')).toHaveAttribute('aria-current', 'page');
  const figures = page.getByRole('list', { name: 'Library figures' });
  await expect(figures).toContainText('Total books');
  await expect(figures).toContainText(/\+\d+ this month/);
  await expect(figures).toContainText('Active branches');

  // Keyboard: each section is a link, reached with Tab and opened with Enter; Back returns.
  await sectionLink(page, 'Books').focus();
  await page.keyboard.press('Tab');
  await expect(sectionLink(page, 'E-books')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/ebooks$/);
  await expect(sectionLink(page, 'E-books')).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/books$/);

  const stamp = Date.now().toString(36);
  await books(page, L, `The Jaffna Library Story ${stamp}`, `Rajan Hoole ${stamp}`);
  await events(page, L, `Poetry evening ${stamp}`);
  await ebooks(page, L, `War and Peace ${stamp}`);
  await importBooks(page, L, 'sea', 'sinhala');

  await openTab(page, L, 'overview');
  await expect(tabPanel(page, L, 'overview')).toContainText('Newsletter subscribers');
  await expect(tabPanel(page, L, 'overview')).toContainText('Jaffna');
});

test('the dashboard works the same in Tamil', async ({ page }) => {
  test.setTimeout(120_000);
  const L = admin('ta');
  await signIn(page, demo.librarian);
  await page.getByRole('banner').getByRole('combobox').selectOption('ta');
  await expect(page.getByRole('heading', { name: say(L, 'dashboard:title') })).toBeVisible();
  await expect(tabLink(page, L, 'books')).toHaveAttribute('aria-current', 'page');

  const stamp = Date.now().toString(36);
  await books(page, L, `யாழ்ப்பாண நூலக வரலாறு ${stamp}`, `செல்வராஜா ${stamp}`);
  await events(page, L, `கவிதை மாலை ${stamp}`);
  await ebooks(page, L, `போரும் அமைதியும் ${stamp}`);
  await importBooks(page, L, 'philosophy', 'tamil');
});

test('the dashboard and its dialogs pass an automated accessibility check', async ({ page }) => {
  // Three whole-page checks: on two busy cores each takes several seconds.
  test.setTimeout(60_000);
  await signIn(page, demo.librarian);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  // The kit's toast viewport (an <ol> of role=status items) is reported to the kit's owner.
  const serious = async () =>
    (await new AxeBuilder({ page }).exclude('[aria-label$="(F8)"]').analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(await serious()).toEqual([]);
  await openSection(page, 'E-books');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await serious()).toEqual([]);
  await shownSection(page, 'E-books').getByRole('button', { name: 'Add E-book' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await serious()).toEqual([]);
});
