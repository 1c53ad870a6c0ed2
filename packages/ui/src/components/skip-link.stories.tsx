import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { inArabic } from '../test/in-arabic.js';
import { SkipLink } from './skip-link.js';

const meta = {
  title: 'Navigation/SkipLink',
  component: SkipLink,
  args: { targetId: 'story-main', children: 'Skip to main content' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <button type="button">Header control</button>
      <main id="story-main" tabIndex={-1}>
        <button type="button">First control of the page</button>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstTabStop: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link');
    await expect(link).toHaveFocus();
    await expect(link).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};
export const FirstTabStopArabic = inArabic({
  ...FirstTabStop,
  args: { targetId: 'story-main', children: 'الانتقال إلى المحتوى الرئيسي' },
});
