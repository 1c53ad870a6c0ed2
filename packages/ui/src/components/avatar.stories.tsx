import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inArabic } from '../test/in-arabic.js';
import { Avatar } from './avatar.js';

const meta = {
  title: 'Data/Avatar',
  component: Avatar,
  args: { name: 'Omar Al Mansoori', size: 'md' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Omar Al Mansoori' })).toHaveTextContent('OM');
  },
};
export const InitialsArabic = inArabic({ args: { name: 'عمر المنصوري', size: 'lg' } });

export const WithoutName: Story = { args: { name: null } };
export const WithoutNameArabic = inArabic(WithoutName);

const longName = 'عبد الرحمن بن خليفة بن سلطان النعيمي';

/**
 * A long six-word Arabic name beside its text in a narrow row: the avatar shows two
 * initials (first and last word), stays a 2.5rem circle, and names the person in full.
 */
export const LongArabicText = inArabic<Story>({
  args: { name: longName, size: 'md' },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, inlineSize: '12rem' }}>
      <Avatar {...args} />
      <span>{longName} · مشرف الفرع، دبي مارينا</span>
    </div>
  ),
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: longName });
    await expect(getComputedStyle(avatar).direction).toBe('rtl');
    await expect(avatar).toHaveTextContent(/^عا$/);
    const box = avatar.getBoundingClientRect();
    await expect(box.width).toBeCloseTo(40, 0);
    await expect(box.height).toBeCloseTo(40, 0);
    await expect(avatar.scrollWidth).toBeLessThanOrEqual(avatar.clientWidth);
  },
});
