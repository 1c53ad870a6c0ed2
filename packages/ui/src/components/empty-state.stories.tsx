import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useMessages } from '../i18n/use-messages.js';
import { inArabic } from '../test/in-arabic.js';
import { storyMessages } from '../test/story-messages.js';
import { Button } from './button.js';
import { EmptyState } from './empty-state.js';

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
