import type { Meta, StoryObj } from '@storybook/react-vite';
import { ORDERS_PAGE_SIZE } from '@lamaa/domain';
import { expect, fn, userEvent } from 'storybook/test';
import { inArabic } from '../test/in-arabic.js';
import { storyMessages } from '../test/story-messages.js';
import { Pagination } from './pagination.js';
import { expectInside } from '../test/expect-inside.js';

const meta = {
  title: 'Data/Pagination',
  component: Pagination,
  args: {
    page: 2,
    perPage: ORDERS_PAGE_SIZE,
    itemCount: ORDERS_PAGE_SIZE,
    hasNextPage: true,
    onPageChange: fn(),
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MoreExist: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    if (globals['locale'] !== 'ar') {
      await expect(canvas.getByText('Showing 16 to 30 of 30+ results')).toBeVisible();
      await expect(canvas.getByText('Page 2 of 2+')).toBeVisible();
    } else {
      // The lower bound stays one left-to-right "30+" inside the Arabic sentence.
      await expect(canvas.getByText(/^عرض 16 إلى 30 من أصل/)).toHaveTextContent(
        '\u206630+\u2069 نتيجة',
      );
    }
    await userEvent.click(canvas.getByRole('button', { name: t['common.next-page'] }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: t['common.previous-page'] }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};
export const MoreExistArabic = inArabic(MoreExist);

export const KnownTotal: Story = {
  args: { page: 1, itemCount: 15, total: 40, hasNextPage: true },
  play: async ({ canvas, globals }) => {
    if (globals['locale'] !== 'ar')
      await expect(canvas.getByText('Showing 1 to 15 of 40 results')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: storyMessages(globals)['common.previous-page'] }),
    ).toBeDisabled();
  },
};
export const KnownTotalArabic = inArabic(KnownTotal);

export const Disabled: Story = { args: { isDisabled: true } };
export const DisabledArabic = inArabic(Disabled);

/**
 * Deep in a long list on a phone-wide panel (20rem): the Arabic summary and page label
 * with five-digit numbers wrap in full, and the controls stay inside the panel.
 */
export const LongArabicText = inArabic<Story>({
  args: { page: 823, itemCount: ORDERS_PAGE_SIZE, total: 12_345, hasNextPage: true },
  render: (args) => (
    <div style={{ inlineSize: '20rem' }}>
      <Pagination {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const panel = canvasElement.firstElementChild;
    const nav = canvas.getByRole('navigation');
    if (panel === null) throw new Error('Expected the panel around the pagination');
    await expect(getComputedStyle(nav).direction).toBe('rtl');
    await expect(canvas.getByText(/^عرض .+ نتيجة$/)).toHaveTextContent(/12[,٬]?345/);
    await expect(canvas.getByText(/^الصفحة 823 من/)).toBeVisible();
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    await expectInside(nav, panel);
    for (const part of [...canvas.getAllByRole('button'), canvas.getByText(/^الصفحة/)]) {
      await expectInside(part, nav);
      await expect(part.scrollWidth).toBeLessThanOrEqual(part.clientWidth);
    }
  },
});
