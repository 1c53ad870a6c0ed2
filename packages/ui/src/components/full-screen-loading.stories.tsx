import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inArabic } from '../test/in-arabic.js';
import { storyMessages } from '../test/story-messages.js';
import { FullScreenLoading } from './full-screen-loading.js';

const meta = {
  title: 'Feedback/FullScreenLoading',
  component: FullScreenLoading,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FullScreenLoading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyMessages(globals)['busy.loading'])).toBeVisible();
  },
};
export const LoadingArabic = inArabic(Loading);
