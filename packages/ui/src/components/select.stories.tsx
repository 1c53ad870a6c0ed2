import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inArabic } from '../test/in-arabic.js';
import { expectRequiredMark } from '../test/required-mark.js';
import { Select } from './select.js';

const methods = [
  { id: 'cash', label: 'Cash' },
  { id: 'visa', label: 'Visa' },
  { id: 'online', label: 'Online' },
  { id: 'bank_account', label: 'Bank account', isDisabled: true },
];
const methodsAr = [
  { id: 'cash', label: 'نقدًا' },
  { id: 'visa', label: 'فيزا' },
  { id: 'online', label: 'دفع إلكتروني' },
  { id: 'bank_account', label: 'حساب بنكي', isDisabled: true },
];

const meta = {
  title: 'Fields/Select',
  component: Select,
  args: {
    label: 'Payment method',
    options: methods,
    placeholder: 'Choose a method',
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expectRequiredMark(canvasElement, args.label, false);
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('visa');
  },
};
export const DefaultArabic = inArabic({
  ...Default,
  args: { label: 'طريقة الدفع', options: methodsAr, placeholder: 'اختر طريقة الدفع' },
});

export const WithError: Story = {
  args: { errorMessage: 'Please select a payment method', isRequired: true },
  play: async ({ canvasElement, args }) => {
    await expectRequiredMark(canvasElement, args.label, true);
  },
};
export const WithErrorArabic = inArabic({
  ...WithError,
  args: {
    label: 'طريقة الدفع',
    options: methodsAr,
    errorMessage: 'يُرجى اختيار طريقة الدفع',
    isRequired: true,
  },
});

export const Disabled: Story = { args: { isDisabled: true, selectedId: 'cash' } };
export const DisabledArabic = inArabic({
  args: { label: 'طريقة الدفع', options: methodsAr, isDisabled: true, selectedId: 'cash' },
});
