import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inArabic } from '../test/in-arabic.js';
import { storyMessages } from '../test/story-messages.js';
import { ConfirmDialog } from './confirm-dialog.js';
import { expectInside } from '../test/expect-inside.js';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: { isOpen: true, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RemoveItem: Story = {
  args: {
    kind: 'remove-item',
    title: 'Remove item?',
    children: 'Full Exterior Wash will be removed from the cart.',
  },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    const keep = within(dialog).getByRole('button', { name: t['actions.keep-item'] });
    const remove = within(dialog).getByRole('button', { name: t['actions.remove'] });
    await userEvent.tab();
    await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    await userEvent.click(remove);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(keep);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};
export const RemoveItemArabic = inArabic({
  ...RemoveItem,
  args: {
    kind: 'remove-item',
    title: 'حذف العنصر؟',
    children: 'سيتم حذف غسيل خارجي كامل من السلة.',
  },
});

export const ClearCart: Story = {
  args: {
    kind: 'clear-cart',
    title: 'Switch page?',
    children: 'Your cart has services. Switching to packages clears it.',
  },
  play: async ({ canvasElement, args }) => {
    await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
export const ClearCartArabic = inArabic({
  ...ClearCart,
  args: {
    kind: 'clear-cart',
    title: 'الانتقال إلى صفحة أخرى؟',
    children: 'تحتوي سلتك على خدمات. سيؤدي الانتقال إلى الباقات إلى إفراغها.',
  },
});

export const DeleteOrder: Story = {
  args: { kind: 'delete', title: 'Delete Order', children: 'This action cannot be undone.' },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(
      t['dialogs.delete-order-title'],
    );
    await expect(within(dialog).getByRole('button', { name: t['actions.delete'] })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: t['actions.cancel'] })).toBeVisible();
  },
};
export const DeleteOrderArabic = inArabic({
  ...DeleteOrder,
  args: { kind: 'delete', title: 'حذف الطلب', children: 'لا يمكن التراجع عن هذا الإجراء.' },
});

export const Busy: Story = {
  args: {
    kind: 'delete',
    title: 'Delete Order',
    isBusy: true,
    children: 'This action cannot be undone.',
  },
};
export const BusyArabic = inArabic({
  args: {
    kind: 'delete',
    title: 'حذف الطلب',
    isBusy: true,
    children: 'لا يمكن التراجع عن هذا الإجراء.',
  },
});

const longTitle = 'إفراغ السلة والانتقال إلى باقات العناية الشاملة بالمركبة؟';
const longBody =
  'تحتوي السلة على ثلاث خدمات لمركبة نيسان باترول: غسيل خارجي كامل، وتلميع الهيكل بالسيراميك، وتنظيف المقصورة بالبخار. لا يمكن الجمع بين الخدمات والباقات في طلب واحد، لذلك ستُحذف هذه الخدمات عند الانتقال.';

/**
 * A long title and body in the small confirmation dialog: both wrap in full, nothing
 * spills sideways, and the close button and the button pair stay whole inside the dialog.
 */
export const LongArabicText = inArabic<Story>({
  args: { kind: 'clear-cart', title: longTitle, children: longBody },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    const modal = dialog.closest('.lm-dialog');
    if (modal === null) throw new Error('Expected the dialog inside its modal box');
    await expect(getComputedStyle(dialog).direction).toBe('rtl');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(longTitle);
    await expect(dialog).toHaveTextContent(longBody);
    await expect(modal.scrollWidth).toBeLessThanOrEqual(modal.clientWidth);
    const close = within(dialog).getByRole('button', { name: 'إغلاق' });
    // The long title beside it must not squeeze the close button.
    await expect(close.getBoundingClientRect().width).toBeCloseTo(40, 0);
    for (const name of ['إغلاق', 'إلغاء', 'إفراغ السلة والمتابعة']) {
      const button = within(dialog).getByRole('button', { name });
      await expectInside(button, modal);
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    }
  },
});
