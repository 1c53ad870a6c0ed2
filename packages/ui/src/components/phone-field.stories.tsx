import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inArabic } from '../test/in-arabic.js';
import { expectRequiredMark } from '../test/required-mark.js';
import { storyMessages } from '../test/story-messages.js';
import { PhoneField, type PhoneFieldProps } from './phone-field.js';

/** A PhoneField holding its own state, as a form would. */
function StatefulPhoneField(
  props: Partial<PhoneFieldProps> & Pick<PhoneFieldProps, 'label' | 'countryLabel'>,
) {
  const [phone, setPhone] = useState(props.phone ?? '');
  const [country, setCountry] = useState(props.country ?? 'AE');
  return (
    <PhoneField
      {...props}
      phone={phone}
      country={country}
      onPhoneChange={(next) => {
        setPhone(next);
        props.onPhoneChange?.(next);
      }}
      onCountryChange={(next) => {
        setCountry(next);
        props.onCountryChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Fields/PhoneField',
  component: StatefulPhoneField,
  args: {
    label: 'Phone Number',
    countryLabel: 'Country Code',
    isRequired: true,
    onCountryChange: fn(),
    onPhoneChange: fn(),
  },
} satisfies Meta<typeof StatefulPhoneField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    await expectRequiredMark(canvasElement, args.countryLabel, true);
    await expectRequiredMark(canvasElement, args.label, true);
    // Keyboard: open the country list, the Gulf six come first in the spec's order.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    const firstSix = options.slice(0, 6).map((option) => option.textContent ?? '');
    for (const [index, code] of ['AE', 'SA', 'QA', 'KW', 'BH', 'OM'].entries()) {
      await expect(firstSix[index]).toContain(code);
    }
    // Country names in the language on screen.
    await expect(options[0]).toHaveTextContent(
      globals['locale'] === 'ar' ? 'الإمارات العربية المتحدة' : 'United Arab Emirates',
    );
    await expect(options[0]).toHaveTextContent('+971');
    // Every PC shows the flag: a bundled image, not the emoji (Windows draws letters for it).
    const flag = options[0]?.querySelector('img');
    await expect(flag?.getAttribute('src')).toMatch(/\/assets\/flags-[^/]+\/ae\.svg$/);
    await expect(flag).toHaveAttribute('alt', '');
    await waitFor(() => expect(flag?.naturalWidth).toBeGreaterThan(0));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onCountryChange).toHaveBeenCalledWith('SA');
    // The list gives focus back to the country button in the frame after it closes; a Tab
    // before that would start from the page instead.
    await waitFor(() => expect(canvas.getByRole('button')).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('0501234567');
    await expect(canvas.getByRole('textbox')).toHaveValue('0501234567');
  },
};
export const DefaultArabic = inArabic({
  ...Default,
  args: { ...Default.args, label: 'رقم الهاتف', countryLabel: 'مفتاح الدولة' },
});

export const Optional: Story = {
  args: { isRequired: false },
  play: async ({ canvasElement, args }) => {
    await expectRequiredMark(canvasElement, args.countryLabel, false);
    await expectRequiredMark(canvasElement, args.label, false);
  },
};
export const OptionalArabic = inArabic({
  ...Optional,
  args: { ...Default.args, isRequired: false, label: 'رقم الهاتف', countryLabel: 'مفتاح الدولة' },
});

export const InvalidNumber: Story = {
  play: async ({ canvas, globals }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '12');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(storyMessages(globals)['common.phone-invalid'])).toBeVisible();
  },
};
export const InvalidNumberArabic = inArabic({
  ...InvalidNumber,
  args: { ...Default.args, label: 'رقم الهاتف', countryLabel: 'مفتاح الدولة' },
});

export const ValidNumber: Story = {
  args: { phone: '501234567' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};
export const ValidNumberArabic = inArabic({
  ...ValidNumber,
  args: { ...Default.args, phone: '501234567', label: 'رقم الهاتف', countryLabel: 'مفتاح الدولة' },
});

export const Disabled: Story = { args: { isDisabled: true, phone: '501234567', country: 'QA' } };
export const DisabledArabic = inArabic({
  args: {
    ...Default.args,
    label: 'رقم الهاتف',
    countryLabel: 'رمز الدولة',
    isDisabled: true,
    phone: '501234567',
    country: 'QA',
  },
});
