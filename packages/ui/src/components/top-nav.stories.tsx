import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inArabic } from '../test/in-arabic.js';
import { Avatar } from './avatar.js';
import { TopNav } from './top-nav.js';

const itemsEn = [
  { href: '/services', label: 'Services', isCurrent: true },
  { href: '/packages', label: 'Packages' },
  { href: '/products', label: 'Products' },
  { href: '/orders', label: 'Orders' },
  { href: '/dashboard', label: 'Dashboard', isExternal: true },
];
const itemsAr = [
  { href: '/services', label: 'الخدمات', isCurrent: true },
  { href: '/packages', label: 'الباقات' },
  { href: '/products', label: 'المنتجات' },
  { href: '/orders', label: 'الطلبات' },
  { href: '/dashboard', label: 'لوحة التحكم', isExternal: true },
];

const meta = {
  title: 'Navigation/TopNav',
  component: TopNav,
  args: { brand: 'Lamaa', items: itemsEn, end: <Avatar name="Sara Khan" size="sm" /> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TopNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')[0]).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('link')[4]).toHaveAttribute('target', '_blank');
  },
};
export const DefaultArabic = inArabic({
  ...Default,
  args: { brand: 'لمعة', items: itemsAr, end: <Avatar name="سارة خان" size="sm" /> },
});

export const WithoutUser: Story = { args: { end: undefined } };
export const WithoutUserArabic = inArabic({ args: { brand: 'لمعة', items: itemsAr } });
