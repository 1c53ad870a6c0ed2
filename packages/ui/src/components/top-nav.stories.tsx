import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { inArabic } from '../test/in-arabic.js';
import { Avatar } from './avatar.js';
import { TopNav } from './top-nav.js';
import { expectInside } from '../test/expect-inside.js';

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

const longItems = [
  { href: '/services', label: 'الخدمات الفردية للمركبات', isCurrent: true },
  { href: '/packages', label: 'باقات العناية الشاملة' },
  { href: '/products', label: 'المنتجات وقطع الغيار' },
  { href: '/orders', label: 'الطلبات والفواتير السابقة' },
  { href: '/dashboard', label: 'لوحة التحكم والتقارير', isExternal: true },
];

/**
 * Long section names on a narrow header (30rem): the names stay whole on one line and
 * the section row scrolls inside the header, while the brand and avatar stay in view and
 * the header itself never spills sideways. Tabbing to the last section scrolls it into view.
 */
export const LongArabicText = inArabic<Story>({
  args: {
    brand: 'لمعة',
    items: longItems,
    end: <Avatar name="عبد الرحمن بن خليفة النعيمي" size="sm" />,
  },
  render: (args) => (
    <div style={{ inlineSize: '30rem' }}>
      <TopNav {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const header = canvasElement.querySelector('header');
    const nav = canvas.getByRole('navigation');
    if (header === null) throw new Error('Expected the header');
    await expect(getComputedStyle(header).direction).toBe('rtl');
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    // By design the sections scroll within their row rather than wrap or cut off.
    await expect(nav.scrollWidth).toBeGreaterThan(nav.clientWidth);
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(longItems.map((i) => i.label));
    for (const link of links) await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
    const avatar = canvas.getByRole('img', { name: 'عبد الرحمن بن خليفة النعيمي' });
    await expect(avatar.getBoundingClientRect().width).toBeCloseTo(32, 0);
    await expectInside(avatar, header);
    await expectInside(canvas.getByText('لمعة'), header);
    const last = links[links.length - 1];
    if (last === undefined) throw new Error('Expected the section links');
    for (let step = 0; step < links.length; step += 1) await userEvent.tab();
    await expect(last).toHaveFocus();
    await expectInside(last, nav);
  },
});
