import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useMessages } from '../i18n/use-messages.js';
import { inArabic } from '../test/in-arabic.js';
import { storyMessages } from '../test/story-messages.js';
import { Button } from './button.js';
import { EmptyState } from './empty-state.js';
import { expectInside } from '../test/expect-inside.js';

/** The orders list's empty state in the current language. */
function NoOrders({
  hasSearch = false,
  hasAction = false,
}: {
  hasSearch?: boolean;
  hasAction?: boolean;
}) {
  const t = useMessages();
  return (
    <EmptyState
      icon="🧾"
      title={hasSearch ? t('empty.no-orders') : t('empty.no-orders-yet')}
      description={hasSearch ? '“#0042”' : undefined}
      action={hasAction ? <Button variant="outline">{t('actions.retry')}</Button> : undefined}
    />
  );
}

const meta = {
  title: 'Feedback/EmptyState',
  component: NoOrders,
} satisfies Meta<typeof NoOrders>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoOrdersYet: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyMessages(globals)['empty.no-orders-yet'])).toBeVisible();
  },
};
export const NoOrdersYetArabic = inArabic(NoOrdersYet);

export const NoSearchResults: Story = { args: { hasSearch: true, hasAction: true } };
export const NoSearchResultsArabic = inArabic(NoSearchResults);

const longTitle = 'لا توجد طلبات لهذا العميل في فرع دبي مارينا خلال الفترة المحددة';
const longDescription =
  'جرّب توسيع الفترة الزمنية أو البحث برقم لوحة المركبة أو رقم الهاتف، فقد تكون الطلبات مسجّلة في فرع آخر أو باسم أحد أفراد العائلة.';

/** A long title and hint in a narrow panel: both wrap in full and stay inside it. */
export const LongArabicText = inArabic<Story>({
  render: () => (
    <div style={{ inlineSize: '18rem' }}>
      <EmptyState
        icon="🧾"
        title={longTitle}
        description={longDescription}
        action={<Button variant="outline">البحث في جميع الفروع والفترات السابقة</Button>}
      />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const state = canvas.getByRole('status');
    const panel = canvasElement.firstElementChild;
    if (panel === null) throw new Error('Expected the panel around the empty state');
    await expect(getComputedStyle(state).direction).toBe('rtl');
    await expect(canvas.getByText(longTitle)).toBeVisible();
    await expect(canvas.getByText(longDescription)).toBeVisible();
    await expect(state.scrollWidth).toBeLessThanOrEqual(state.clientWidth);
    await expectInside(state, panel);
    const action = canvas.getByRole('button');
    await expectInside(action, state);
    await expect(action.scrollWidth).toBeLessThanOrEqual(action.clientWidth);
  },
});
