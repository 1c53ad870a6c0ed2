import type { Meta, StoryObj } from '@storybook/react-vite';
import { inArabic } from '../test/in-arabic.js';
import { Badge } from './badge.js';

const meta = {
  title: 'Data/Badge',
  component: Badge,
  args: { tone: 'green', children: 'Active' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge tone="amber">Exclusive</Badge>
      <Badge tone="blue">Processing</Badge>
      <Badge tone="green">Active</Badge>
      <Badge tone="red">-20%</Badge>
      <Badge tone="neutral">N/A</Badge>
    </div>
  ),
};
export const TonesArabic = inArabic({
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge tone="amber">حصري</Badge>
      <Badge tone="blue">قيد المعالجة</Badge>
      <Badge tone="green">نشط</Badge>
      <Badge tone="red">-20%</Badge>
      <Badge tone="neutral">غير متوفر</Badge>
    </div>
  ),
});
