import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { inArabic } from '../test/in-arabic.js';
import { expectRequiredMark } from '../test/required-mark.js';
import { TextField } from './text-field.js';

const meta = {
  title: 'Fields/TextField',
  component: TextField,
  args: { label: 'Customer Name', onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { isRequired: true, placeholder: 'Full name' },
  play: async ({ canvas, canvasElement, args }) => {
    await expectRequiredMark(canvasElement, args.label, true);
    await userEvent.type(canvas.getByRole('textbox'), 'Omar');
    await expect(args.onChange).toHaveBeenLastCalledWith('Omar');
  },
};
export const DefaultArabic = inArabic({
  ...Default,
  args: { ...Default.args, label: 'اسم العميل', placeholder: 'الاسم الكامل' },
});

export const WithError: Story = {
  args: { defaultValue: 'x', errorMessage: 'Customer name is required' },
};
export const WithErrorArabic = inArabic({
  args: { label: 'اسم العميل', defaultValue: 'x', errorMessage: 'اسم العميل مطلوب' },
});

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Omar Al Mansoori' },
  play: async ({ canvasElement, args }) => {
    await expectRequiredMark(canvasElement, args.label, false);
  },
};
export const DisabledArabic = inArabic({
  ...Disabled,
  args: { label: 'اسم العميل', isDisabled: true, defaultValue: 'عمر المنصوري' },
});

export const LongArabicText = inArabic({
  args: {
    label: 'العنوان التفصيلي لموقع تقديم الخدمة كما يظهر للفني عند الوصول',
    description:
      'اكتب اسم المبنى ورقم الطابق ورقم موقف السيارة حتى يصل الفني إلى المركبة دون تأخير',
    defaultValue: 'برج الخليج التجاري، الطابق الثالث، موقف رقم ١٢٤، شارع الشيخ زايد، دبي',
  },
});
