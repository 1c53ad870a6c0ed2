import { expect } from 'storybook/test';

/**
 * Asserts, in a story's play, that an element lies within another along the line (±1 px):
 * long Arabic text wraps or ellipsizes instead of spilling out.
 */
export async function expectInside(inner: Element, outer: Element): Promise<void> {
  const box = inner.getBoundingClientRect();
  const frame = outer.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(frame.left - 1);
  await expect(box.right).toBeLessThanOrEqual(frame.right + 1);
}
