import { expect, within } from 'storybook/test';

/**
 * Checks the label of a field in a story: when the field is required it shows a visible
 * `*` hidden from assistive technology, and the controls it names keep the plain label as
 * their accessible name; when it is optional no mark is drawn.
 * @example await expectRequiredMark(canvasElement, args.label, true);
 */
export async function expectRequiredMark(
  canvasElement: HTMLElement,
  labelText: string,
  isRequired: boolean,
): Promise<void> {
  const label = within(canvasElement).getByText(labelText);
  const mark = within(label).queryByText('*');
  if (!isRequired) {
    await expect(mark).toBeNull();
    return;
  }
  await expect(mark).not.toBeNull();
  await expect(mark).toBeVisible();
  await expect(mark).toHaveAttribute('aria-hidden', 'true');
  // The mark ends the label: drawn to the right of the text in English and to its left in
  // right-to-left Arabic (margin-inline-start, no physical sides).
  await expect(label.lastElementChild).toBe(mark);
  const text = label.ownerDocument.createRange();
  text.setStartBefore(label.firstChild as Node);
  text.setEndBefore(mark as Node);
  const textBox = text.getBoundingClientRect();
  const markBox = (mark as HTMLElement).getBoundingClientRect();
  if (getComputedStyle(label).direction === 'rtl') {
    await expect(markBox.right).toBeLessThanOrEqual(textBox.left);
  } else {
    await expect(markBox.left).toBeGreaterThanOrEqual(textBox.right);
  }
  // Controls that the label names do not read the mark out.
  const named = (['textbox', 'combobox', 'button'] as const)
    .flatMap((role) => within(canvasElement).queryAllByRole(role))
    .filter(
      (control) =>
        (control.getAttribute('aria-labelledby') ?? '').split(' ').includes(label.id) ||
        Array.from((control as HTMLInputElement).labels ?? []).includes(label as HTMLLabelElement),
    );
  await expect(named.length).toBeGreaterThan(0);
  for (const control of named) {
    await expect(control).not.toHaveAccessibleName(/\*/);
    await expect(control).toHaveAccessibleName(new RegExp(escapeRegExp(labelText)));
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
