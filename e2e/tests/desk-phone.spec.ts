import { locale } from '../locales';
import { demo, expect, signIn, test, uniqueIsbn } from './fixtures';

/**
 * The circulation desk on a 360 px phone, in Tamil and Sinhala (issue 27): a member with two
 * long-titled loans at the desk, each with its buttons, and nothing wider than the screen.
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

const titles = ['யாழ்ப்பாணத்து நாட்டார் பாடல்களும் கதைகளும் ஒரு தொகுப்பு', 'යාපනයේ ජන කතා සහ කවි එකතුව'];

for (const lang of ['ta', 'si'] as const) {
  test(`the desk fits a phone in ${lang === 'ta' ? 'Tamil' : 'Sinhala'}`, async ({ page }) => {
    await signIn(page, demo.librarian);
    const member = (await (
      await page.request.post('/api/members', {
        data: { fullName: 'தர்ஷினி சிவபாலன் கனகரத்தினம்', phone: '021 222 4455', branchId: 'JPL' },
      })
    ).json()) as { memberNumber: string };
    for (const title of titles) {
      const scan = await page.request.post('/api/inventory/process-scan', {
        data: { isbn: uniqueIsbn(), scanType: 'manual' },
      });
      const copy = (await scan.json()) as { id: number; sku: string };
      const verified = await page.request.put(`/api/inventory/${copy.id}`, {
        data: { title, status: 'VERIFIED', genre: 'history' },
      });
      expect(verified.ok()).toBe(true);
      const lent = await page.request.post('/api/loans', {
        data: { memberNumber: member.memberNumber, sku: copy.sku },
      });
      expect(lent.status()).toBe(201);
    }
    await page.evaluate((language) => localStorage.setItem('language', language), lang);
    await page.goto('/desk');
    await page.getByTestId('desk-scan').fill(member.memberNumber);
    await page.getByTestId('desk-scan').press('Enter');
    await expect(page.getByTestId('desk-loan')).toHaveCount(2);
    await expect(
      page.getByRole('button', { name: locale(lang, 'loans-staff')('loan.return') }),
    ).toHaveCount(2);
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .map((element) => element.tagName),
    );
    expect(wide).toEqual([]);
  });
}
