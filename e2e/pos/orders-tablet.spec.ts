// The orders screen on the counter's 1024×768 tablet: no sideways scrolling, every row's
// Actions button on screen and each date on one line, in English and in Arabic.
import { expect, test } from '../fixtures/lamaa-test.js';

const TEXTS = {
  en: { title: 'Orders', actionsFor: /^Actions for order / },
  ar: { title: 'الطلبات', actionsFor: /^إجراءات الطلب / },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`the orders table fits the 1024 px tablet (${lang})`, async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await signIn({ lang });
    await page.goto(`/orders?lang=${lang}`);
    const grid = page.getByRole('grid', { name: TEXTS[lang].title });
    const actions = grid.getByRole('button', { name: TEXTS[lang].actionsFor });
    await expect(actions.first()).toBeVisible();

    const widths = await page.evaluate(() => {
      const table = document.querySelector('.lm-data-table');
      return {
        page: [document.documentElement.scrollWidth, document.documentElement.clientWidth],
        table: [table?.scrollWidth ?? Infinity, table?.clientWidth ?? 0],
      };
    });
    expect(widths.page[0], 'page scrolls sideways').toBeLessThanOrEqual(widths.page[1] ?? 0);
    expect(widths.table[0], 'table scrolls sideways').toBeLessThanOrEqual(widths.table[1] ?? 0);

    const viewport = page.viewportSize();
    if (viewport === null) throw new Error('no viewport');
    for (const button of await actions.all()) {
      const box = await button.boundingBox();
      if (box === null) throw new Error('Actions button without a box');
      expect(box.x, 'Actions start').toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, 'Actions end').toBeLessThanOrEqual(viewport.width);
    }
    // A date is one line: its box is shorter than two lines of its font (Arabic text splits
    // into several boxes on one line, so the height is measured, not the count of boxes).
    const dateHeights = await grid.locator('.orders-cell__date').evaluateAll((dates) =>
      dates.map((date) => {
        const fontSize = Number.parseFloat(getComputedStyle(date).fontSize);
        return date.getBoundingClientRect().height / fontSize;
      }),
    );
    expect(dateHeights.length).toBeGreaterThan(0);
    for (const height of dateHeights) expect(height, 'date lines').toBeLessThan(2);
    await page.screenshot({ path: test.info().outputPath(`orders-tablet-${lang}.png`) });
  });
}
