import type { Meta, StoryObj } from '@storybook/react-vite';
import { ADDRESS_MAX_LENGTH } from '@lamaa/domain';
import { expect, userEvent } from 'storybook/test';
import { inArabic } from '../test/in-arabic.js';
import { expectRequiredMark } from '../test/required-mark.js';
import { TextArea } from './text-area.js';

const meta = {
  title: 'Fields/TextArea',
  component: TextArea,
  args: { label: 'Address', maxLength: ADDRESS_MAX_LENGTH },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCounter: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    await expectRequiredMark(canvasElement, args.label, false);
    await userEvent.type(canvas.getByRole('textbox'), 'Villa 12');
    await expect(
      canvas.getByText(globals['locale'] === 'ar' ? /8 من 500/ : '8 of 500 characters'),
    ).toBeVisible();
  },
};
export const WithCounterArabic = inArabic({
  ...WithCounter,
  args: { label: 'العنوان', maxLength: ADDRESS_MAX_LENGTH },
});

export const WithError: Story = {
  args: { defaultValue: '', errorMessage: 'Please enter an address', isRequired: true },
  play: async ({ canvasElement, args }) => {
    await expectRequiredMark(canvasElement, args.label, true);
  },
};
export const WithErrorArabic = inArabic({
  ...WithError,
  args: {
    label: 'العنوان',
    maxLength: ADDRESS_MAX_LENGTH,
    errorMessage: 'يُرجى إدخال العنوان',
    isRequired: true,
  },
});

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Jumeirah 1, Dubai' } };
export const DisabledArabic = inArabic({
  args: {
    label: 'العنوان',
    maxLength: ADDRESS_MAX_LENGTH,
    isDisabled: true,
    defaultValue: 'جميرا ١، دبي',
  },
});

export const LongArabicText = inArabic({
  args: {
    label: 'العنوان',
    maxLength: ADDRESS_MAX_LENGTH,
    defaultValue:
      'فيلا رقم ٢٧، شارع الوصل، بالقرب من مسجد الفاروق عمر بن الخطاب، منطقة الصفا الأولى، دبي. يُرجى الاتصال قبل الوصول بعشر دقائق لأن البوابة الرئيسية مغلقة، والدخول من البوابة الجانبية المقابلة للحديقة.',
  },
});
