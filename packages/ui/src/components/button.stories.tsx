import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { useMessages } from '../i18n/use-messages.js';
import { inArabic } from '../test/in-arabic.js';
import { Button } from './button.js';

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
