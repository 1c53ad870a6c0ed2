import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { inArabic } from '../test/in-arabic.js';
import { expectRequiredMark } from '../test/required-mark.js';
import { NumberField } from './number-field.js';

const meta = {
  title: 'Fields/NumberField',
  component: NumberField,
  args: { label: 'Quantity', defaultValue: 1, minValue: 1, onChange: fn() },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expectRequiredMark(canvasElement, args.label, false);
    const input = canvas.getByRole('textbox');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};
export const DefaultArabic = inArabic({ ...Default, args: { ...Default.args, label: 'الكمية' } });

export const WithError: Story = {
  args: {
    label: 'Year',
    defaultValue: 1850,
    errorMessage: 'Year must be between 1900 and 2030',
    minValue: undefined,
    isRequired: true,
  },
  play: async ({ canvasElement, args }) => {
    await expectRequiredMark(canvasElement, args.label, true);
  },
};
export const WithErrorArabic = inArabic({
  ...WithError,
  args: {
    label: 'سنة الصنع',
    defaultValue: 1850,
    errorMessage: 'يجب أن تكون السنة بين 1900 و2030',
    isRequired: true,
  },
});

export const Disabled: Story = { args: { isDisabled: true } };
export const DisabledArabic = inArabic({
  args: { label: 'الكمية', defaultValue: 1, isDisabled: true },
});
