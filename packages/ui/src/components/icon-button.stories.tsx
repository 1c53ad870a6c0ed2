import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { inArabic } from '../test/in-arabic.js';
import { ChevronIcon } from './icons/chevron-icon.js';
import { CloseIcon } from './icons/close-icon.js';
import { IconButton } from './icon-button.js';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'Close', icon: <CloseIcon />, onPress: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
export const DefaultArabic = inArabic({ ...Default, args: { label: 'إغلاق' }, play: undefined });

export const OutlinedDirectional: Story = {
  args: { label: 'Next', icon: <ChevronIcon />, variant: 'outline', isDirectional: true },
};
export const OutlinedDirectionalArabic = inArabic({
  ...OutlinedDirectional,
  args: { ...OutlinedDirectional.args, label: 'التالي' },
});

export const Disabled: Story = { args: { isDisabled: true } };
export const DisabledArabic = inArabic({ ...Disabled, args: { isDisabled: true, label: 'إغلاق' } });

/**
 * A long Arabic name on an arrow button: the whole name is the accessible name, the
 * button stays square beside a long heading that competes for the row, and the arrow
 * turns to point along the Arabic reading direction.
 */
export const LongArabicText = inArabic<Story>({
  args: {
    label: 'الانتقال إلى الخدمة التالية: تلميع الهيكل الخارجي وحماية الطلاء بطبقة السيراميك',
    icon: <ChevronIcon />,
    variant: 'outline',
    isDirectional: true,
  },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, inlineSize: '20rem' }}>
      <span>
        باقة العناية الشاملة بالمركبة: غسيل داخلي وخارجي وتلميع وتعقيم المقصورة وتنظيف المحرك
      </span>
      <IconButton {...args} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: args.label });
    await expect(getComputedStyle(button).direction).toBe('rtl');
    const box = button.getBoundingClientRect();
    // Not squeezed by the long text beside it: still the full 2.5rem square.
    await expect(box.width).toBeCloseTo(40, 0);
    await expect(box.height).toBeCloseTo(40, 0);
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    const icon = button.querySelector('.lm-icon-button__icon');
    if (icon === null) throw new Error('Expected the icon inside the button');
    await expect(getComputedStyle(icon).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  },
});
