import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inArabic } from '../test/in-arabic.js';
import { Badge } from './badge.js';
import { Button } from './button.js';
import { CatalogueCard } from './catalogue-card.js';
import { Money } from './money.js';

// A drawn image, so the story needs no network.
const image =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#cfe8e6"/><circle cx="80" cy="45" r="24" fill="#0b6e6e"/></svg>',
  );

const meta = {
  title: 'Catalogue/CatalogueCard',
  component: CatalogueCard,
  args: {
    title: 'Full Exterior Wash',
    price: <Money fils={4500} />,
    actions: <Button size="sm">Add to Cart</Button>,
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 260 }}>{Story()}</div>],
} satisfies Meta<typeof CatalogueCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ServiceInitial: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Full Exterior Wash' })).toBeVisible();
    await expect(canvas.getByText('F')).toBeVisible();
  },
};
export const ServiceInitialArabic = inArabic({
  args: {
    title: 'غسيل خارجي كامل',
    price: <Money fils={4500} />,
    actions: <Button size="sm">أضف إلى السلة</Button>,
  },
});

export const ProductOnSale: Story = {
  args: {
    title: 'Ceramic Coating Kit',
    imageUrl: image,
    price: <Money fils={8000} />,
    originalPrice: <Money fils={10000} isStruck />,
    tag: '-20%',
  },
};
export const ProductOnSaleArabic = inArabic({
  args: {
    title: 'طقم طلاء السيراميك',
    imageUrl: image,
    price: <Money fils={8000} />,
    originalPrice: <Money fils={10000} isStruck />,
    tag: '-20%',
    actions: <Button size="sm">أضف إلى السلة</Button>,
  },
});

export const NoPrice: Story = {
  args: {
    title: 'Gold Package',
    subtitle: <Badge tone="green">Active</Badge>,
    price: 'No Price',
    actions: (
      <Button size="sm" isDisabled>
        No Price
      </Button>
    ),
  },
};
export const NoPriceArabic = inArabic({
  args: {
    title: 'الباقة الذهبية',
    subtitle: <Badge tone="green">نشط</Badge>,
    price: 'لا يوجد سعر',
    actions: (
      <Button size="sm" isDisabled>
        لا يوجد سعر
      </Button>
    ),
  },
});

export const LongArabicText = inArabic({
  args: {
    title:
      'باقة العناية الشاملة بالمركبة: غسيل داخلي وخارجي، تلميع، تعقيم المقصورة، وتنظيف المحرك بالبخار',
    subtitle: 'تشمل الباقة فحصًا مجانيًا للإطارات وضغط الهواء',
    price: <Money fils={125000} />,
    actions: <Button size="sm">اختيار (٤ خيارات)</Button>,
  },
});
