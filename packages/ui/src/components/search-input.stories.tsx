import type { Meta, StoryObj } from '@storybook/react-vite';
import { ORDER_SEARCH_DEBOUNCE_MS } from '@lamaa/domain';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { inArabic } from '../test/in-arabic.js';
import { storyMessages } from '../test/story-messages.js';
import { SearchInput } from './search-input.js';

const meta = {
  title: 'Fields/SearchInput',
  component: SearchInput,
  args: { label: 'Search services', placeholder: 'Search services', onSearch: fn(), onClear: fn() },
} satisfies Meta<typeof SearchInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Debounced: Story = {
  play: async ({ canvas, args, globals }) => {
    const input = canvas.getByRole('searchbox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('wash');
    // The search waits for typing to pause (the wait itself: debouncer.test.ts), then sends the
    // whole text. Generous limit: a busy machine may take seconds.
    await waitFor(() => expect(args.onSearch).toHaveBeenLastCalledWith('wash'), {
      timeout: 10_000,
    });
    await userEvent.click(
      canvas.getByRole('button', { name: storyMessages(globals)['common.clear-search'] }),
    );
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(input).toHaveValue('');
  },
};
export const DebouncedArabic = inArabic({
  ...Debounced,
  args: { label: 'ابحث في الخدمات', placeholder: 'ابحث في الخدمات' },
});

export const EscapeClears: Story = {
  args: {
    label: 'Search orders',
    placeholder: 'Search by order number, customer name',
    debounceMs: ORDER_SEARCH_DEBOUNCE_MS,
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('searchbox');
    await userEvent.type(input, '1042');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    // At once, not after the debounce; the typed text's pending search is dropped
    // (debouncer.test.ts holds that with a fake clock).
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
  },
};
export const EscapeClearsArabic = inArabic({
  ...EscapeClears,
  args: {
    label: 'ابحث في الطلبات',
    placeholder: 'ابحث برقم الطلب أو اسم العميل',
    debounceMs: ORDER_SEARCH_DEBOUNCE_MS,
  },
});

export const Disabled: Story = { args: { isDisabled: true } };
export const DisabledArabic = inArabic({
  args: { label: 'ابحث في الخدمات', placeholder: 'ابحث في الخدمات', isDisabled: true },
});
