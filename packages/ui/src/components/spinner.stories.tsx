import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inArabic } from '../test/in-arabic.js';
import { Spinner } from './spinner.js';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { label: 'Loading...', size: 'md' },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Labelled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
};
export const LabelledArabic = inArabic({
  ...Labelled,
  args: { label: 'جارٍ التحميل...', size: 'lg' },
});
