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
    // A date is one line: its text boxes all start at one height (Arabic splits a line into
    // several boxes by direction, so boxes are grouped by their top, a font size apart).
    const dateLines = await grid.locator('.orders-cell__date').evaluateAll((dates) =>
      dates.map((date) => {
        const fontSize = Number.parseFloat(getComputedStyle(date).fontSize);
        const tops = Array.from(date.getClientRects(), (rect) => rect.top).sort((x, y) => x - y);
        return tops.filter(
          (top, index) => index === 0 || top - (tops[index - 1] ?? top) > fontSize * 0.8,
        ).length;
      }),
    );
    expect(dateLines.length).toBeGreaterThan(0);
    for (const lines of dateLines) expect(lines, 'date lines').toBe(1);
    await page.screenshot({ path: test.info().outputPath(`orders-tablet-${lang}.png`) });
  });
}
