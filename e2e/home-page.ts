import type { Page } from '@playwright/test';

/**
 * Scrolls through the whole home page so every section has rendered and faded in, and back to
 * the top. One round trip: the page itself steps down 400 px at a time and lets two frames be
 * drawn at each offset (the observers have seen it and the blocks fade in). A round trip per
 * step cost 0.1–0.5 s each on a loaded machine, 10 s a page.
 */
export async function visitWholeHomePage(page: Page): Promise<void> {
  await page.getByTestId('event-list').waitFor();
  await page.getByTestId('book-list').waitFor();
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let top = 0; top <= document.documentElement.scrollHeight; top += 400) {
      window.scrollTo(0, top);
      await frame();
      await frame();
    }
    window.scrollTo(0, 0);
  });
}
