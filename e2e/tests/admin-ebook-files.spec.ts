import { demo, expect, openSection, shownSection, signIn, test, toast } from './fixtures';

/** The e-books tab's files: a catalogue search that fails, and a file uploaded from the desk. */

test('a failed import search says why and leaves no results', async ({ page }) => {
  await signIn(page, demo.librarian);
  await openSection(page, 'E-books');
  const panel = page.getByRole('region', { name: 'Import Free E-books' });
  // The fake Gutendex answers 500 to a query holding "broken".
  await panel.getByLabel('Search the catalogue').fill('broken');
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  const failed = page.getByRole('alert').filter({ hasText: 'Search failed' });
  await expect(failed).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Search results' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Search', exact: true })).toBeEnabled();
});

test('a librarian uploads a text file as an e-book; a file of another kind is refused', async ({
  page,
}) => {
  await signIn(page, demo.librarian);
  await openSection(page, 'E-books');
  await shownSection(page, 'E-books').getByRole('button', { name: 'Add E-book' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add E-book' });
  const file = dialog.getByLabel('Or upload the file (EPUB, PDF or TXT)');

  await file.setInputFiles({
    name: 'notice.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('<!doctype html><html><body>not a book</body></html>'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Upload failed' })).toContainText(
    'not an EPUB, a PDF or a UTF-8 text file',
  );
  await expect(dialog.getByLabel('File URL', { exact: true })).toHaveValue('');

  const text = 'அகர முதல எழுத்தெல்லாம் ஆதி பகவன் முதற்றே உலகு.\n'.repeat(40);
  await file.setInputFiles({
    name: 'thirukkural-selections.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(text),
  });
  const fileUrl = dialog.getByLabel('File URL', { exact: true });
  await expect(fileUrl).toHaveValue(/^\/api\/ebooks\/files\/[0-9a-f]{64}\.txt$/);
  await expect(dialog.getByLabel('File format')).toHaveValue('TXT');
  await expect(dialog.getByLabel('File size')).not.toHaveValue('');
  // The file's name stands in for a title until staff type one.
  const title = dialog.getByLabel('Title', { exact: true });
  await expect(title).toHaveValue('thirukkural selections');
  const name = `திருக்குறள் ${Date.now().toString(36)}`;
  await title.fill(name);
  await dialog.getByLabel('Author', { exact: true }).fill('திருவள்ளுவர்');
  await dialog.getByLabel('Genre', { exact: true }).selectOption('literature');
  await dialog.getByLabel('Language').selectOption('Tamil');
  const stored = await fileUrl.inputValue();
  await dialog.getByRole('button', { name: 'Add E-book' }).click();
  await expect(toast(page, 'E-book added')).toBeVisible();

  const card = page.getByRole('article', { name });
  await expect(card).toContainText('TXT');
  await expect(card).toContainText('Tamil');
  await expect(card.getByRole('link', { name: /View the file/ })).toHaveAttribute('href', stored);
  const served = await page.request.get(stored);
  expect(await served.text()).toBe(text);
});
