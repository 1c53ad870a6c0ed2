import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inArabic } from '../test/in-arabic.js';
import { Money } from './money.js';

const meta = {
  title: 'Data/Money',
  component: Money,
  args: { fils: 123450 },
} satisfies Meta<typeof Money>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Amount: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = canvasElement.textContent ?? '';
    if (globals['locale'] === 'ar') await expect(text).toContain('د.إ');
    else await expect(text).toBe('AED\u00a01,234.50');
  },
};
export const AmountArabic = inArabic(Amount);

export const DiscountAndStruck: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 12 }}>
      <Money fils={8000} />
      <Money fils={10000} isStruck />
      <Money fils={2000} isNegative />
    </p>
  ),
};
export const DiscountAndStruckArabic = inArabic(DiscountAndStruck);

export const Zero: Story = { args: { fils: 0 } };
export const ZeroArabic = inArabic(Zero);
