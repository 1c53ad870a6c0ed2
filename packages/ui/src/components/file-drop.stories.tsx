import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ATTACHMENT_MAX_BYTES } from '@lamaa/domain';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { inArabic } from '../test/in-arabic.js';
import { storyMessages } from '../test/story-messages.js';
import { FileDrop, type FileDropProps } from './file-drop.js';

/** A FileDrop holding its own list, as the intake screen does. */
function AttachmentsDemo(
  props: Pick<FileDropProps, 'label' | 'isDisabled' | 'onAttached'> & { initial?: File[] },
) {
  const [files, setFiles] = useState<File[]>(props.initial ?? []);
  return (
    <FileDrop
      label={props.label}
      isDisabled={props.isDisabled}
      files={files}
      onFilesChange={setFiles}
      onAttached={props.onAttached}
    />
  );
}

const pdf = () => new File(['%PDF-1.7 invoice'], 'invoice-1042.pdf', { type: 'application/pdf' });

const meta = {
  title: 'Fields/FileDrop',
  component: AttachmentsDemo,
  args: { label: 'Invoice attachments', onAttached: fn() },
} satisfies Meta<typeof AttachmentsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PickWithKeyboard: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    // The drop target (first in the tab order) arms once its lazy code has loaded.
    await waitFor(() =>
      expect(canvasElement.querySelector('.lm-file-drop__zone[data-rac]')).not.toBeNull(),
    );
    const choose = canvas.getByRole('button', { name: t['common.choose-files'] });
    await userEvent.tab();
    await userEvent.tab();
    await expect(choose).toHaveFocus();
    const input = canvasElement.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('FileTrigger renders a file input');
    const big = new File([new Uint8Array(ATTACHMENT_MAX_BYTES + 1)], 'scan.png', {
      type: 'image/png',
    });
    const exe = new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' });
    await userEvent.upload(input, [pdf(), big, exe], { applyAccept: false });
    await expect(args.onAttached).toHaveBeenCalledWith(1);
    await expect(canvas.getByText('invoice-1042.pdf')).toBeVisible();
    await expect(canvas.getByText(new RegExp(escape(t['errors.file-too-large'])))).toBeVisible();
    await expect(canvas.getByText(new RegExp(escape(t['errors.invalid-file-type'])))).toBeVisible();
    // The same file again is refused.
    await userEvent.upload(input, [pdf()], { applyAccept: false });
    await expect(
      canvas.getByText(new RegExp(escape(t['errors.file-already-attached']))),
    ).toBeVisible();
    // Remove it with the keyboard.
    const remove = canvas.getByRole('button', {
      name: t['common.remove-file'].replace('{{name}}', 'invoice-1042.pdf'),
    });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvasElement.querySelector('.lm-file-drop__list')).toBeNull());
  },
};
export const PickWithKeyboardArabic = inArabic({
  ...PickWithKeyboard,
  args: { label: 'مرفقات الفاتورة' },
});

export const WithFiles: Story = {
  args: { initial: [pdf(), new File(['png'], 'receipt-photo.png', { type: 'image/png' })] },
  play: async ({ canvasElement, globals }) => {
    // Each size is written in the language's own unit, not a fixed English "KB".
    const size = canvasElement.querySelector('.lm-file-drop__size');
    await expect(size).toHaveTextContent(globals['locale'] === 'ar' ? /[\u0600-\u06FF]/ : /\bkB$/);
  },
};
export const WithFilesArabic = inArabic({
  ...WithFiles,
  args: { label: 'مرفقات الفاتورة', initial: [pdf()] },
});

export const Disabled: Story = { args: { isDisabled: true } };
export const DisabledArabic = inArabic({ args: { label: 'مرفقات الفاتورة', isDisabled: true } });

/** Escapes a message for use inside a RegExp. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
