import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ATTACHMENT_MAX_BYTES } from '@lamaa/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inArabic } from '../test/in-arabic.js';
import { storyMessages } from '../test/story-messages.js';
import { FileDrop, type FileDropProps } from './file-drop.js';
import { expectInside } from '../test/expect-inside.js';

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
    // The count in its plural form: Arabic's «one» form arrives with the drop zone's code.
    await expect(canvasElement.querySelector('.lm-file-drop__status')).toHaveTextContent(
      globals['locale'] === 'ar' ? 'تم إرفاق ملف واحد بنجاح' : '1 file(s) attached successfully',
    );
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

const longPdfName =
  'فاتورة_صيانة_تويوتا_لاند_كروزر_أ١٢٣٤٥_غسيل_وتلميع_بالسيراميك_وتنظيف_المقصورة_٢٠٢٤.pdf';
const longExeName = 'برنامج_تحديث_جهاز_الدفع_في_فرع_دبي_مارينا_النسخة_النهائية_المعتمدة.exe';

/**
 * Long Arabic file names in a narrow panel (24rem): an attached file's name ends in an
 * ellipsis on its row (the remove button keeps its size and names the file in full), and
 * a refused file's name wraps in the error list; nothing spills out of the panel.
 */
export const LongArabicText = inArabic<Story>({
  args: {
    label: 'مرفقات الفاتورة وصور المركبة قبل الخدمة وبعدها',
    initial: [new File(['%PDF-1.7'], longPdfName, { type: 'application/pdf' })],
  },
  render: (args) => (
    <div style={{ inlineSize: '24rem' }}>
      <AttachmentsDemo {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const panel = canvasElement.firstElementChild;
    const input = canvasElement.querySelector('input[type="file"]');
    if (panel === null || !(input instanceof HTMLInputElement))
      throw new Error('Expected the panel and its file input');
    const exe = new File(['MZ'], longExeName, { type: 'application/x-msdownload' });
    await userEvent.upload(input, [exe], { applyAccept: false });
    const row = canvasElement.querySelector<HTMLElement>('.lm-file-drop__file');
    const errors = canvasElement.querySelector('.lm-file-drop__errors');
    if (row === null || errors === null) throw new Error('Expected a file row and an error list');
    await expect(getComputedStyle(row).direction).toBe('rtl');
    const name = within(row).getByText(longPdfName);
    await expect(getComputedStyle(name).textOverflow).toBe('ellipsis');
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    const remove = canvas.getByRole('button', { name: `إزالة ${longPdfName}` });
    await expect(remove.getBoundingClientRect().width).toBeCloseTo(40, 0);
    await expectInside(remove, row);
    await expect(errors).toHaveTextContent(longExeName);
    await expect(errors.scrollWidth).toBeLessThanOrEqual(errors.clientWidth);
    for (const part of [row, errors, canvasElement.querySelector('.lm-file-drop__zone')])
      if (part !== null) await expectInside(part, panel);
  },
});
