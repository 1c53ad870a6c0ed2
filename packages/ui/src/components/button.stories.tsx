import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { useMessages } from '../i18n/use-messages.js';
import { inArabic } from '../test/in-arabic.js';
import { Button } from './button.js';
import { expectInside } from '../test/expect-inside.js';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Clear Cart & Continue', onPress: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Renders the button with a kit string so both languages show real text. */
function Translated(props: {
  label: 'actions.clear-cart-and-continue' | 'actions.delete' | 'actions.cancel';
  variant?: 'primary' | 'danger' | 'outline';
  isBusy?: boolean;
  isDisabled?: boolean;
  onPress?: () => void;
}) {
  const t = useMessages();
  return (
    <Button
      variant={props.variant}
      isBusy={props.isBusy}
      busyLabel={t('busy.creating')}
      isDisabled={props.isDisabled}
      onPress={props.onPress}
    >
      {t(props.label)}
    </Button>
  );
}

export const Primary: Story = {
  render: (args) => <Translated label="actions.clear-cart-and-continue" onPress={args.onPress} />,
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
export const PrimaryArabic = inArabic(Primary);

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Translated label="actions.clear-cart-and-continue" />
      <Translated label="actions.delete" variant="danger" />
      <Translated label="actions.cancel" variant="outline" />
    </div>
  ),
};
export const VariantsArabic = inArabic(Variants);

export const Busy: Story = {
  render: (args) => (
    <Translated label="actions.clear-cart-and-continue" isBusy onPress={args.onPress} />
  ),
  play: async ({ canvas, args, globals }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveTextContent(
      globals['locale'] === 'ar' ? 'جارٍ الإنشاء...' : 'Creating...',
    );
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
export const BusyArabic = inArabic(Busy);

export const Disabled: Story = {
  render: (args) => (
    <Translated label="actions.delete" variant="danger" isDisabled onPress={args.onPress} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};
export const DisabledArabic = inArabic(Disabled);

/**
 * A long Arabic label in a narrow column (a cart sidebar on a tablet): the text wraps
 * inside the button, all of it shows, and the button never grows wider than its column.
 */
export const LongArabicText = inArabic<Story>({
  render: (args) => (
    <div style={{ inlineSize: '16rem', display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Button onPress={args.onPress}>
        تأكيد الطلب وإرسال الفاتورة إلى العميل عبر واتساب والبريد الإلكتروني
      </Button>
      <Button
        variant="outline"
        isBusy
        busyLabel="جارٍ إرسال الفاتورة إلى العميل، يُرجى الانتظار..."
        isFullWidth
      >
        إرسال
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const column = canvasElement.querySelector('div');
    const [confirm, busy] = canvasElement.querySelectorAll('button');
    if (column === null || confirm === undefined || busy === undefined)
      throw new Error('Expected a column holding two buttons');
    await expect(getComputedStyle(confirm).direction).toBe('rtl');
    await expect(confirm).toHaveTextContent(
      'تأكيد الطلب وإرسال الفاتورة إلى العميل عبر واتساب والبريد الإلكتروني',
    );
    await expect(busy).toHaveTextContent('جارٍ إرسال الفاتورة إلى العميل، يُرجى الانتظار...');
    for (const button of [confirm, busy]) {
      // Wrapped onto more lines rather than cut off or pushed out of the column.
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
      await expect(button.scrollHeight).toBeLessThanOrEqual(button.clientHeight);
      await expectInside(button, column);
      await expect(button.getBoundingClientRect().height).toBeGreaterThan(48);
    }
  },
});
