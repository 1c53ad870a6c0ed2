import { expect } from 'storybook/test';
import { expectInside } from './expect-inside.js';

/**
 * Asserts, in a story's play, that a badge holding a long right-to-left label stays on one
 * line inside its column and ends in an ellipsis, the whole label kept in its text.
 */
export async function expectEllipsized(badge: Element, column: Element, label: string) {
  await expect(getComputedStyle(badge).direction).toBe('rtl');
  await expect(badge).toHaveTextContent(label);
  await expectInside(badge, column);
  await expect(getComputedStyle(badge).textOverflow).toBe('ellipsis');
  await expect(badge.scrollWidth).toBeGreaterThan(badge.clientWidth);
  await expect(badge.getBoundingClientRect().height).toBeLessThan(30);
}

/**
 * The play of a story whose only badge sits in a narrow column (the story's first element):
 * the badge ends `label` in an ellipsis inside that column.
 */
export async function expectOnlyBadgeEllipsized(canvasElement: HTMLElement, label: string) {
  const column = canvasElement.firstElementChild;
  const badge = canvasElement.querySelector('.lm-badge');
  if (column === null || badge === null) throw new Error('Expected a badge in a column');
  await expectEllipsized(badge, column, label);
}
