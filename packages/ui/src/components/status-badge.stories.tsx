import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inArabic } from '../test/in-arabic.js';
import { StatusBadge } from './status-badge.js';
import { expectOnlyBadgeEllipsized } from '../test/expect-ellipsized.js';

const statuses = [
  'pending',
  'Waiting for payment',
  'processing',
  'received',
  'completed',
  'delivered',
  'cancelled',
  'on_hold',
];

const meta = {
  title: 'Data/StatusBadge',
  component: StatusBadge,
  args: { status: 'pending' },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryStatus: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {statuses.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const tones = [...canvasElement.querySelectorAll('[data-tone]')].map((badge) =>
      badge.getAttribute('data-tone'),
    );
    await expect(tones).toEqual([
      'amber',
      'amber',
      'blue',
      'blue',
      'green',
      'green',
      'red',
      'neutral',
    ]);
  },
};
export const EveryStatusArabic = inArabic(EveryStatus);

export const Unknown: Story = { args: { status: 'on_hold' } };
export const UnknownArabic = inArabic(Unknown);

/**
 * An order status the spec does not list, sent as is and long, in a narrow column (10rem): one line ending in an ellipsis inside the
 * column, never spilling over the next; the whole text stays for screen readers.
 */
export const LongArabicText = inArabic<Story>({
  args: { status: 'بانتظار وصول قطع الغيار من الوكيل المعتمد' },
  render: (args) => (
    <div style={{ inlineSize: '10rem' }}>
      <StatusBadge {...args} />
    </div>
  ),
  play: ({ canvasElement, args }) => expectOnlyBadgeEllipsized(canvasElement, args.status),
});
