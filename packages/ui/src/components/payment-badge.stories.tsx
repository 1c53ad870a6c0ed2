import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inArabic } from '../test/in-arabic.js';
import { PaymentBadge } from './payment-badge.js';

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
