import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { inArabic } from '../test/in-arabic.js';
import { Banner } from './banner.js';

const meta = {
  title: 'Feedback/Banner',
  component: Banner,
  args: { tone: 'error', title: 'Error', children: 'Failed to create customer. Please try again.' },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorWithRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
const errorWithRetryArabic: Story = {
  args: {
    tone: 'error',
    title: 'خطأ',
    children: 'تعذّر إنشاء العميل. يُرجى المحاولة مرة أخرى.',
    onRetry: fn(),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة المحاولة' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const ErrorWithRetryArabic = inArabic(errorWithRetryArabic);

export const Info: Story = {
  args: {
    tone: 'info',
    title: undefined,
    children: 'Select customer and vehicle for personalised pricing.',
  },
};
export const InfoArabic = inArabic({
  args: { tone: 'info', children: 'اختر العميل والمركبة لعرض الأسعار الخاصة بهما.' },
});

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: undefined,
    children: 'Card partial payments send the full amount.',
  },
};
export const WarningArabic = inArabic({
  args: {
    tone: 'warning',
    children:
      'عند الدفع الجزئي بالبطاقة يُرسَل المبلغ كاملًا إلى جهاز الدفع، ويُسجَّل الفرق في الطلب كرصيد مستحق على العميل حتى يتم سداده.',
  },
});
