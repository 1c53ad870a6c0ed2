import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TOAST_DURATION_MS } from '@lamaa/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useMessages } from '../i18n/use-messages.js';
import { inArabic } from '../test/in-arabic.js';
import { storyMessages } from '../test/story-messages.js';
import { Button } from './button.js';
import { createToasts } from './create-toasts.js';
import { ToastRegion } from './toast-region.js';
import { expectInside } from '../test/expect-inside.js';

/** Buttons that raise each toast type, with the region on screen. */
function ToastDemo() {
  const t = useMessages();
  const [toasts] = useState(() => createToasts());
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onPress={() => toasts.success(t('toasts.cart-cleared'))}>success</Button>
      <Button
        variant="danger"
        onPress={() =>
          toasts.error(t('errors.load-profile-failed'), {
            duration: null,
            action: { label: t('actions.retry'), onAction: () => undefined },
          })
        }
      >
        error
      </Button>
      <Button
        variant="outline"
        onPress={() =>
          toasts.warning(t('errors.invalid-coupon'), { title: t('errors.title-validation-error') })
        }
      >
        warning
      </Button>
      <Button
        variant="secondary"
        onPress={() => toasts.info(t('toasts.cart-cleared-customer-change'))}
      >
        info
      </Button>
      <ToastRegion toasts={toasts} />
    </div>
  );
}

const meta = {
  title: 'Feedback/Toasts',
  component: ToastDemo,
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllTypes: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'success' }));
    await expect(await body.findByText(t['toasts.cart-cleared'])).toBeVisible();
    // It closes by itself (after TOAST_DURATION_MS: create-toasts.test.ts). Generous limit: a
    // busy machine may be seconds late.
    await waitFor(() => expect(body.queryByText(t['toasts.cart-cleared'])).toBeNull(), {
      timeout: TOAST_DURATION_MS + 10_000,
    });
    for (const type of ['error', 'warning', 'info'])
      await userEvent.click(canvas.getByRole('button', { name: type }));
    await expect(await body.findByText(t['errors.title-validation-error'])).toBeVisible();
    await expect(body.getByText(t['toasts.cart-cleared-customer-change'])).toBeVisible();
    await expect(body.getByRole('button', { name: t['actions.retry'] })).toBeVisible();
  },
};
export const AllTypesArabic = inArabic(AllTypes);

export const KeyboardDismiss: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'error' }));
    const message = await body.findByText(t['errors.load-profile-failed']);
    // Keyboard only: Tab on from the buttons into the notifications region, to Dismiss.
    const region = body.getByRole('region', { name: t['common.notifications'] });
    const dismiss = within(region).getByRole('button', { name: t['common.dismiss'] });
    for (let step = 0; step < 8 && canvasElement.ownerDocument.activeElement !== dismiss; step += 1)
      await userEvent.tab();
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(message).not.toBeInTheDocument());
  },
};
export const KeyboardDismissArabic = inArabic(KeyboardDismiss);

const longTitle = 'تعذّرت مزامنة السلة مع الخادم';
const longMessage =
  'لم تُحفظ آخر ثلاث خدمات أضفتها لمركبة لكزس إل إكس، وهي: تلميع الهيكل بالسيراميك، وتنظيف المحرك بالبخار، وتعقيم المقصورة. تحقّق من اتصال الجهاز ثم أعد المحاولة قبل تحصيل الدفعة من العميل.';

/** A button that raises one long error toast with a Retry action, with the region on screen. */
function LongToastDemo() {
  const [toasts] = useState(() => createToasts());
  return (
    <>
      <Button
        variant="danger"
        onPress={() =>
          toasts.error(longMessage, {
            title: longTitle,
            duration: null,
            action: { label: 'إعادة المحاولة', onAction: () => undefined },
          })
        }
      >
        إظهار الإشعار
      </Button>
      <ToastRegion toasts={toasts} />
    </>
  );
}

/**
 * A long error toast: the message wraps in full inside the region's fixed width, the
 * Retry and Dismiss buttons stay whole inside the toast, and the region sits at the top
 * on the inline end, which in Arabic is the screen's left edge.
 */
export const LongArabicText = inArabic<Story>({
  render: () => <LongToastDemo />,
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'إظهار الإشعار' }));
    const message = await body.findByText(longMessage);
    const toast = message.closest<HTMLElement>('.lm-toast');
    const region = body.getByRole('region', { name: 'الإشعارات' });
    if (toast === null) throw new Error('Expected the message inside a toast');
    await expect(getComputedStyle(toast).direction).toBe('rtl');
    await expect(toast).toHaveTextContent(longTitle);
    await expect(message).toBeVisible();
    await expect(toast.scrollWidth).toBeLessThanOrEqual(toast.clientWidth);
    await expectInside(toast, region);
    const regionBox = region.getBoundingClientRect();
    await expect(regionBox.left).toBeCloseTo(16, 0);
    await expect(regionBox.right).toBeLessThanOrEqual(window.innerWidth);
    const dismiss = within(toast).getByRole('button', { name: 'إغلاق الإشعار' });
    const retry = within(toast).getByRole('button', { name: 'إعادة المحاولة' });
    await expect(dismiss.getBoundingClientRect().width).toBeCloseTo(28, 0);
    for (const button of [dismiss, retry]) {
      await expectInside(button, toast);
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    }
  },
});
