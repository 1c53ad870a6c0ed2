import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useMessages } from '../i18n/use-messages.js';
import { inArabic } from '../test/in-arabic.js';
import { storyMessages } from '../test/story-messages.js';
import { Button } from './button.js';
import { createToasts } from './create-toasts.js';
import { ToastOutlet } from './toast-outlet.js';

/** A button that raises a toast, with the outlet (no region yet) on screen. */
function OutletDemo() {
  const t = useMessages();
  const [toasts] = useState(() => createToasts());
  return (
    <>
      <Button onPress={() => toasts.success(t('toasts.cart-cleared'))}>success</Button>
      <ToastOutlet toasts={toasts} />
    </>
  );
}

const meta = {
  title: 'Feedback/ToastOutlet',
  component: OutletDemo,
} satisfies Meta<typeof OutletDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * No notifications region before the first toast (its code is not needed yet); the first
 * toast brings the region and shows in it.
 */
export const FirstToastBringsTheRegion: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.queryByRole('region', { name: t['common.notifications'] })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'success' }));
    const region = await body.findByRole('region', { name: t['common.notifications'] });
    await expect(within(region).getByText(t['toasts.cart-cleared'])).toBeVisible();
  },
};
export const FirstToastBringsTheRegionArabic = inArabic(FirstToastBringsTheRegion);
