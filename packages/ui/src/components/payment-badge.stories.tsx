import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inArabic } from '../test/in-arabic.js';
import { storyMessages } from '../test/story-messages.js';
import { PaymentBadge } from './payment-badge.js';
import { expectOnlyBadgeEllipsized } from '../test/expect-ellipsized.js';

const meta = {
  title: 'Data/PaymentBadge',
  component: PaymentBadge,
  args: { status: 'Paid' },
} satisfies Meta<typeof PaymentBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'green');
  },
};
export const PaidArabic = inArabic(Paid);

export const PartiallyPaid: Story = {
  args: { status: 'partially paid' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'red');
  },
};
export const PartiallyPaidArabic = inArabic(PartiallyPaid);

export const Unpaid: Story = { args: { status: '' } };
export const UnpaidArabic = inArabic(Unpaid);

/** The two states after a refund read in the language on screen, not as the server sends them. */
export const Refunded: Story = {
  args: { status: 'Partially refunded' },
  render: (args) => (
    <>
      <PaymentBadge {...args} />
      <PaymentBadge status="Refunded" />
    </>
  ),
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByText(t['common.payment-partially-refunded'])).toBeVisible();
    await expect(canvas.getByText(t['common.payment-refunded'])).toBeVisible();
  },
};

export const RefundedArabic = inArabic(Refunded);

/**
 * A payment status the spec does not list, sent as is and long, in a narrow column (10rem): one line ending in an ellipsis inside the
 * column, never spilling over the next; the whole text stays for screen readers.
 */
export const LongArabicText = inArabic<Story>({
  args: { status: 'مدفوع بتحويل بنكي بانتظار تأكيد المحاسب' },
  render: (args) => (
    <div style={{ inlineSize: '10rem' }}>
      <PaymentBadge {...args} />
    </div>
  ),
  play: ({ canvasElement, args }) => expectOnlyBadgeEllipsized(canvasElement, args.status),
});
