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
