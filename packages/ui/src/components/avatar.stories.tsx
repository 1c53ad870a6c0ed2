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
