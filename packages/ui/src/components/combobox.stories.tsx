import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inArabic } from '../test/in-arabic.js';
import { expectRequiredMark } from '../test/required-mark.js';
import { storyMessages } from '../test/story-messages.js';
import { useMessages } from '../i18n/use-messages.js';
import { Combobox, type ComboboxProps } from './combobox.js';

const customers = [
  { id: '1', label: 'Omar Al Mansoori' },
  { id: '2', label: 'Fatima Al Zaabi' },
  { id: '3', label: 'Rashid Al Nuaimi' },
  { id: '4', label: 'عائشة الكعبي' },
];

/** The customer picker as the POS uses it: its empty state is the spec's text. */
function CustomerPicker(props: Omit<ComboboxProps, 'emptyMessage'>) {
  const t = useMessages();
  return <Combobox {...props} emptyMessage={t('empty.no-customers')} />;
}

const meta = {
  title: 'Fields/Combobox',
  component: CustomerPicker,
  args: {
    label: 'Customer',
    options: customers,
    placeholder: 'Search customers',
    onSelectionChange: fn(),
  },
  // A form column's width: a full-width field let the listbox overflow the page sideways,
  // and React Aria closes its list when the page scrolls.
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof CustomerPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithError: Story = { args: { errorMessage: 'Failed to load customers' } };
export const WithErrorArabic = inArabic({
  args: { label: 'العميل', options: customers, errorMessage: 'تعذّر تحميل العملاء' },
});

export const Disabled: Story = { args: { isDisabled: true } };
export const DisabledArabic = inArabic({
  args: { label: 'العميل', options: customers, isDisabled: true },
});

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expectRequiredMark(canvasElement, args.label, false);
    const input = canvas.getByRole('combobox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('al z');
    const body = within(canvasElement.ownerDocument.body);
    // Re-query each time: filtering re-renders the options.
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(body.getByRole('option')).toHaveAttribute('data-focused', 'true'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('2');
    await expect(input).toHaveValue('Fatima Al Zaabi');
  },
};
export const DefaultArabic = inArabic({
  ...Default,
  args: { ...Default.args, label: 'العميل', placeholder: 'ابحث عن عميل' },
});

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement, args }) => {
    await expectRequiredMark(canvasElement, args.label, true);
  },
};
export const RequiredArabic = inArabic({
  ...Required,
  args: { ...Required.args, label: 'العميل', placeholder: 'ابحث عن عميل' },
});

export const EmptyState: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'zzzz');
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(storyMessages(globals)['empty.no-customers'])).toBeVisible();
  },
};
export const EmptyStateArabic = inArabic({
  ...EmptyState,
  args: { label: 'العميل', options: customers },
});
