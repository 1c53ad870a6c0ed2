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
