import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inArabic } from '../test/in-arabic.js';
import { storyMessages } from '../test/story-messages.js';
import { ConfirmDialog } from './confirm-dialog.js';

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
