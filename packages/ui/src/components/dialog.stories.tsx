import { useState } from 'react';
import { setInteractionModality } from 'react-aria-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useMessages } from '../i18n/use-messages.js';
import { inArabic } from '../test/in-arabic.js';
import { Banner } from './banner.js';
import { Button } from './button.js';
import { Dialog } from './dialog.js';
import { TextField } from './text-field.js';
import { expectInside } from '../test/expect-inside.js';

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
    // React Aria gives focus back in the frame after the dialog unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
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

const longTitle = 'تعديل بيانات العميل عبد الرحمن بن خليفة بن سلطان النعيمي ومركباته المسجلة';
const longDescription =
  'تُحفظ التعديلات على ملف العميل في جميع فروع لمعة، وتظهر في الفواتير والطلبات القادمة. راجع رقم الهاتف والبريد الإلكتروني قبل الحفظ لأن الإشعارات تُرسل إليهما.';
const longError =
  'تعذّر حفظ بيانات العميل لأن رقم الهاتف مسجّل لعميل آخر في فرع دبي مارينا. اطلب من العميل رقمًا آخر أو تواصل مع مشرف الفرع لدمج الحسابين.';

/**
 * A long title, description and error in the medium dialog: everything wraps in full,
 * the close button keeps its size beside the two-line title, and nothing spills sideways.
 */
export const LongArabicText = inArabic<Story>({
  render: () => <LongCustomerDialog />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    const modal = dialog.closest('.lm-dialog');
    if (modal === null) throw new Error('Expected the dialog inside its modal box');
    await expect(getComputedStyle(dialog).direction).toBe('rtl');
    const heading = within(dialog).getByRole('heading');
    await expect(heading).toHaveTextContent(longTitle);
    await expect(dialog).toHaveTextContent(longDescription);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(longError);
    await expect(modal.scrollWidth).toBeLessThanOrEqual(modal.clientWidth);
    const close = within(dialog).getByRole('button', { name: 'إغلاق' });
    const closeBox = close.getBoundingClientRect();
    await expect(closeBox.width).toBeCloseTo(40, 0);
    await expect(closeBox.height).toBeCloseTo(40, 0);
    // The title wraps onto a second line instead of pushing the close button out.
    await expect(heading.getBoundingClientRect().height).toBeGreaterThan(closeBox.height);
    for (const element of [heading, close, ...within(dialog).getAllByRole('button')])
      await expectInside(element, modal);
  },
});

/** The customer dialog open with long Arabic texts in every slot. */
function LongCustomerDialog() {
  const [isOpen, setOpen] = useState(true);
  return (
    <Dialog
      title={longTitle}
      description={longDescription}
      isOpen={isOpen}
      onOpenChange={setOpen}
      footer={
        <>
          <Button variant="outline" onPress={() => setOpen(false)}>
            إلغاء
          </Button>
          <Button>حفظ التعديلات وإرسال إشعار إلى العميل</Button>
        </>
      }
    >
      <Banner tone="error" title="رقم الهاتف مستخدم">
        {longError}
      </Banner>
    </Dialog>
  );
}

/**
 * A two-step dialog: its first step's focused button is replaced by the second step, which is
 * still loading (nothing to focus) or asks for a PIN in a field with autoFocus. `later` swaps
 * the steps in a task of their own, as an answer from the server does.
 */
function SteppedDialog({ next, later = false }: { next: 'loading' | 'pin'; later?: boolean }) {
  const [step, setStep] = useState<'reason' | typeof next>('reason');
  const [isOpen, setOpen] = useState(true);
  const onContinue = () => (later ? setTimeout(() => setStep(next), 0) : setStep(next));
  return (
    <Dialog title="Close shift" isOpen={isOpen} onOpenChange={setOpen}>
      {step === 'reason' ? <Button onPress={onContinue}>Continue</Button> : null}
      {step === 'loading' ? <p role="status">Loading...</p> : null}
      {step === 'pin' ? <TextField label="Manager PIN" autoFocus /> : null}
    </Dialog>
  );
}

/** Presses a key on the focused element the way a keyboard does, in this task, with no wait. */
function pressNow(document: Document, key: string) {
  const target = document.activeElement ?? document.body;
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  target.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }));
}

/** Waits in microtasks only (no task, no frame) until React has committed what `isDone` sees. */
async function afterCommit(isDone: () => boolean) {
  for (let turn = 0; turn < 100 && !isDone(); turn += 1) await Promise.resolve();
  if (!isDone()) throw new Error('React did not commit within 100 microtasks');
}

/** Resolves after the browser's next frame (React Aria moves a lost focus in one). */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * The focused Continue button leaves with its step, and the next step has nothing to focus yet.
 * Focus must not fall to the page until React Aria's next frame: Escape pressed at once still
 * closes the dialog.
 */
export const StepSwapKeepsEscape: Story = {
  render: () => <SteppedDialog next="loading" />,
  play: async ({ canvasElement }) => {
    const document = canvasElement.ownerDocument;
    const dialog = await within(document.body).findByRole('dialog');
    within(dialog).getByRole('button', { name: 'Continue' }).focus();
    pressNow(document, 'Enter');
    // No await of storybook's instrumented calls until Escape: they may let a frame pass.
    await afterCommit(() => dialog.querySelector('[role="status"]') !== null);
    const focusedAfterSwap = document.activeElement;
    pressNow(document, 'Escape');
    await expect(dialog.contains(focusedAfterSwap)).toBe(true);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};
export const StepSwapKeepsEscapeArabic = inArabic(StepSwapKeepsEscape);

/**
 * The next step arrives in a task of its own (a server's answer) while React Aria reads the
 * modality as "virtual" (a screen reader, or focus that last moved without a key or a pointer),
 * so autoFocus waits a frame and gives up if focus moved meanwhile: the dialog holding focus
 * in between must not cost the PIN field its focus.
 */
export const StepSwapAutoFocus: Story = {
  render: () => <SteppedDialog next="pin" later />,
  play: async ({ canvasElement }) => {
    const document = canvasElement.ownerDocument;
    const dialog = await within(document.body).findByRole('dialog');
    const proceed = within(dialog).getByRole('button', { name: 'Continue' });
    proceed.focus();
    pressNow(document, 'Enter');
    setInteractionModality('virtual');
    const pin = await within(dialog).findByRole('textbox', { name: 'Manager PIN' });
    for (let frame = 0; frame < 3; frame += 1) await nextFrame();
    await expect(pin).toHaveFocus();
  },
};
export const StepSwapAutoFocusArabic = inArabic(StepSwapAutoFocus);
