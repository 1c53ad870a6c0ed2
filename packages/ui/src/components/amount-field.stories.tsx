import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { inArabic } from '../test/in-arabic.js';
import { expectRequiredMark } from '../test/required-mark.js';
import { AmountField } from './amount-field.js';

const meta = {
  title: 'Fields/AmountField',
  component: AmountField,
  args: { label: 'Partial amount', onChange: fn() },
} satisfies Meta<typeof AmountField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The currency in the label: the Arabic screen's «د.إ.», as its amounts write it, never AED. */
const unitOf = (globals: Record<string, unknown>) => (globals['locale'] === 'ar' ? 'د.إ.' : 'AED');

export const Default: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    await expectRequiredMark(canvasElement, `${args.label} (${unitOf(globals)})`, false);
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '1a2.3.4');
    await expect(input).toHaveValue('12.34');
    await expect(args.onChange).toHaveBeenLastCalledWith('12.34');
  },
};
export const DefaultArabic = inArabic({ ...Default, args: { label: 'المبلغ الجزئي' } });

export const WithError: Story = {
  args: { defaultValue: '900', errorMessage: 'Amount must be between 0 and 750', isRequired: true },
  play: async ({ canvasElement, args, globals }) => {
    await expectRequiredMark(canvasElement, `${args.label} (${unitOf(globals)})`, true);
  },
};
export const WithErrorArabic = inArabic({
  ...WithError,
  args: {
    label: 'المبلغ الجزئي',
    defaultValue: '900',
    errorMessage: 'يجب أن يكون المبلغ بين 0 و750',
    isRequired: true,
  },
});

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '150.00' } };
export const DisabledArabic = inArabic({
  args: { label: 'المبلغ الجزئي', isDisabled: true, defaultValue: '150.00' },
});
