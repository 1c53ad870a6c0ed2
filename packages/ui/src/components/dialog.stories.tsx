import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useMessages } from '../i18n/use-messages.js';
import { inArabic } from '../test/in-arabic.js';
import { Banner } from './banner.js';
import { Button } from './button.js';
import { Dialog } from './dialog.js';
import { TextField } from './text-field.js';

/** The Add New Customer dialog's frame, opened from a button. */
function CustomerDialogDemo({
  hasError = false,
  isArabic = false,
}: {
  hasError?: boolean;
  isArabic?: boolean;
}) {
  const t = useMessages();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onPress={() => setOpen(true)}>
        {isArabic ? 'إضافة عميل جديد' : 'Add New Customer'}
      </Button>
      <Dialog
        title={isArabic ? 'إضافة عميل جديد' : 'Add New Customer'}
        description={
          isArabic
            ? 'أنشئ حساب عميل جديد. جميع الحقول مطلوبة.'
            : 'Create a new customer account. All fields are required.'
        }
        isOpen={isOpen}
        onOpenChange={setOpen}
        footer={
          <>
            <Button variant="outline" onPress={() => setOpen(false)}>
              {t('actions.cancel')}
            </Button>
            <Button>{isArabic ? 'إنشاء العميل' : 'Create Customer'}</Button>
          </>
        }
      >
        {hasError ? <Banner tone="error">{t('errors.create-customer-failed')}</Banner> : null}
        <TextField label={isArabic ? 'اسم العميل' : 'Customer Name'} isRequired />
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: CustomerDialogDemo,
} satisfies Meta<typeof CustomerDialogDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardUse: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    await waitFor(() =>
      expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true),
    );
    // Focus stays trapped inside: many tabs later it is still in the dialog.
    for (let step = 0; step < 6; step += 1) await userEvent.tab();
    await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
export const KeyboardUseArabic = inArabic({ ...KeyboardUse, args: { isArabic: true } });

export const WithErrorBanner: Story = {
  args: { hasError: true },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toBeVisible();
  },
};
export const WithErrorBannerArabic = inArabic({
  ...WithErrorBanner,
  args: { hasError: true, isArabic: true },
});
