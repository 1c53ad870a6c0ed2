import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inArabic } from '../test/in-arabic.js';
import { ProgressBar } from './progress-bar.js';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading attachments', value: 40 },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  },
};
export const DeterminateArabic = inArabic({
  ...Determinate,
  args: { label: 'جارٍ رفع المرفقات', value: 40 },
});

export const Indeterminate: Story = { args: { value: undefined } };
export const IndeterminateArabic = inArabic({
  args: { label: 'جارٍ رفع المرفقات', value: undefined },
});
