import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inArabic } from '../test/in-arabic.js';
import { Badge } from './badge.js';
import { expectEllipsized } from '../test/expect-ellipsized.js';

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

const longLabel = 'بانتظار موافقة شركة التأمين على تقدير الإصلاح';

/**
 * A long label in a narrow column (10rem): the badge keeps one line and ends in an
 * ellipsis inside the column instead of spilling over the next one; the whole label stays
 * in the text for screen readers. A short badge beside it is not shortened.
 */
export const LongArabicText = inArabic<Story>({
  render: () => (
    <div style={{ inlineSize: '10rem', display: 'flex', flexDirection: 'column', gap: 8 }}>
      <span>
        <Badge tone="amber">{longLabel}</Badge>
      </span>
      <span>
        <Badge tone="blue">قيد المعالجة</Badge>
      </span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const column = canvasElement.firstElementChild;
    const [long, short] = canvasElement.querySelectorAll('.lm-badge');
    if (column === null || long === undefined || short === undefined)
      throw new Error('Expected two badges in a column');
    await expectEllipsized(long, column, longLabel);
    await expect(short.scrollWidth).toBeLessThanOrEqual(short.clientWidth);
  },
});
