import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { attachedNotice, checkAttachments, removeAttachment } from './check-attachments.js';
import { attachmentFileArb } from './intake-arbitraries.js';

const MB = 1024 * 1024;
const pdf = { name: 'invoice.pdf', size: 2 * MB, type: 'application/pdf' };

describe('checkAttachments', () => {
  it('accepts PDF, JPEG, JPG, PNG, GIF and WebP files', () => {
    const files = [
      pdf,
      { name: 'a.jpeg', size: 1, type: 'image/jpeg' },
      { name: 'b.JPG', size: 2, type: 'image/jpeg' },
      { name: 'c.png', size: 3, type: 'image/png' },
      { name: 'd.gif', size: 4, type: 'image/gif' },
      { name: 'e.webp', size: 5, type: 'image/webp' },
    ];
    expect(checkAttachments(files, [])).toEqual({ accepted: files, rejected: [] });
  });

  it('refuses other types by extension or MIME type: Invalid file type', () => {
    const exe = { name: 'tool.exe', size: 10, type: 'application/octet-stream' };
    const disguised = { name: 'photo.png', size: 10, type: 'text/html' };
    const bare = { name: 'README', size: 10, type: 'application/pdf' };
    expect(
      checkAttachments([exe, disguised, bare], []).rejected.map((entry) => entry.code),
    ).toEqual(['attachment.invalid-type', 'attachment.invalid-type', 'attachment.invalid-type']);
  });

  it('lets the extension decide when the device sends no MIME type', () => {
    expect(checkAttachments([{ name: 'scan.jpg', size: 10, type: '' }], []).accepted).toHaveLength(
      1,
    );
  });

  it('allows 10 MB each: File too large (max 10MB)', () => {
    const exact = { name: 'big.pdf', size: 10 * MB, type: 'application/pdf' };
    const over = { name: 'bigger.pdf', size: 10 * MB + 1, type: 'application/pdf' };
    const broken = { name: 'odd.pdf', size: Number.NaN, type: 'application/pdf' };
    expect(checkAttachments([exact, over, broken], [])).toEqual({
      accepted: [exact],
      rejected: [
        { file: over, code: 'attachment.too-large' },
        { file: broken, code: 'attachment.too-large' },
      ],
    });
  });

  it('refuses a file with the same name and size as one attached: File already attached', () => {
    const again = { ...pdf };
    const renamed = { ...pdf, name: 'invoice-2.pdf' };
    expect(checkAttachments([again, renamed, { ...renamed }], [pdf])).toEqual({
      accepted: [renamed],
      rejected: [
        { file: again, code: 'attachment.duplicate' },
        { file: renamed, code: 'attachment.duplicate' },
      ],
    });
  });

  test.prop([
    fc.array(attachmentFileArb, { maxLength: 12 }),
    fc.array(attachmentFileArb, { maxLength: 4 }),
  ])(
    'partitions its input: every file is accepted or rejected, once, in order',
    (incoming, existing) => {
      const { accepted, rejected } = checkAttachments(incoming, existing);
      expect(accepted.length + rejected.length).toBe(incoming.length);
      const kept = new Set<unknown>([...accepted, ...rejected.map((entry) => entry.file)]);
      expect(incoming.every((file) => kept.has(file))).toBe(true);
      expect(accepted.every((file) => file.size <= 10 * MB)).toBe(true);
      const keys = [...existing, ...accepted].map((file) => `${file.size}:${file.name}`);
      expect(new Set(keys.slice(existing.length)).size).toBe(accepted.length);
    },
  );
});

describe('attachedNotice', () => {
  it('says {n} file(s) attached successfully when some were accepted', () => {
    expect(
      attachedNotice(checkAttachments([pdf, { ...pdf, name: 'x.png', type: 'image/png' }], [])),
    ).toEqual({
      code: 'attachment.attached',
      params: { n: 2 },
    });
    expect(attachedNotice(checkAttachments([pdf], [pdf]))).toBeNull();
  });
});

describe('removeAttachment', () => {
  it('removes the file at the index', () => {
    const png = { name: 'x.png', size: 1, type: 'image/png' };
    expect(removeAttachment([pdf, png], 0)).toEqual([png]);
  });
});
