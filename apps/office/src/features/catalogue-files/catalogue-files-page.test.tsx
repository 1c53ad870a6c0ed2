import { assertContractAnswer } from '@lamaa/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../test/fake-api.js';
import { renderOffice } from '../../test/render-office.js';

const HEADER = 'id,name_en,name_ar,price,before_discount_price,archived';

/** The import answered as the server would: a file holding "bad" has two problems. */
function importHandlers(sent: { dryRun: string | null; text: string; kind: string | null }[]) {
  return [
    http.post(`${API}/office/catalogue/import`, async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      sent.push({
        dryRun: url.searchParams.get('dry_run'),
        text,
        kind: url.searchParams.get('kind'),
      });
      const isBad = text.includes('bad');
      const report = {
        kind: 'products',
        dry_run: url.searchParams.get('dry_run') === 'true',
        rows: 200,
        added: isBad ? 198 : 200,
        updated: 0,
        unchanged: 0,
        problems: isBad
          ? [
              { line: 17, column: 'name_ar', code: 'catalogue.text-required' },
              { line: 143, column: 'price', code: 'import.amount-invalid' },
            ]
          : [],
      };
      return HttpResponse.json(
        assertContractAnswer('POST', '/office/catalogue/import', 200, { data: report }),
      );
    }),
  ];
}

const csvFile = (body: string) =>
  new File([`${HEADER}\n${body}\n`], 'products.csv', { type: 'text/csv' });

const fileInput = () => {
  const input = document.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('No file input.');
  return input;
};

describe('the import and export screen', () => {
  it('lists the dry run problems by row, and applies a clean file only', async () => {
    const user = userEvent.setup();
    const sent: { dryRun: string | null; text: string; kind: string | null }[] = [];
    renderOffice('/office/catalogue-files', { signedIn: true, handlers: importHandlers(sent) });
    await screen.findByRole('heading', { name: 'Import and export the catalogue' });
    await user.upload(fileInput(), csvFile(',bad,,1,,no'));
    const table = await screen.findByRole('grid', { name: 'Problems in the file' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '17name_arEnter this in English and in Arabic.',
      '143priceWrite an amount in AED, like 12.50.',
    ]);
    expect(
      screen.getByText('Problems in the file: 2. Fix them and choose the file again.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply import' })).toBeNull();
    expect(sent).toEqual([{ dryRun: 'true', kind: 'products', text: `${HEADER}\n,bad,,1,,no\n` }]);

    await user.upload(fileInput(), csvFile(',Wax,شمع,1,,no'));
    expect(await screen.findByText('No problems found: apply the import to save it.')).toBeTruthy();
    expect(screen.getByText('200 rows: 200 to add, 0 to update, 0 unchanged.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Apply import' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]).toMatchObject({ dryRun: 'false', text: `${HEADER}\n,Wax,شمع,1,,no\n` });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Apply import' })).toBeNull());
  });

  it('shows a refused file by its code', async () => {
    const user = userEvent.setup();
    const refusal = {
      code: 'import.file-too-large',
      message: 'The file is too large (the limit is 1024 KB).',
      params: { max_kb: 1024 },
    };
    renderOffice('/office/catalogue-files', {
      signedIn: true,
      handlers: [
        http.post(`${API}/office/catalogue/import`, () =>
          HttpResponse.json(
            assertContractAnswer('POST', '/office/catalogue/import', 413, refusal),
            { status: 413 },
          ),
        ),
      ],
    });
    await screen.findByRole('heading', { name: 'Import and export the catalogue' });
    await user.upload(fileInput(), csvFile(',Wax,شمع,1,,no'));
    expect(await screen.findByText('The file is too large (the limit is 1024 KB).')).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    const user = userEvent.setup();
    renderOffice('/office/catalogue-files', {
      signedIn: true,
      language: 'ar',
      handlers: importHandlers([]),
    });
    expect(await screen.findByRole('heading', { name: 'استيراد الكتالوج وتصديره' })).toBeTruthy();
    await user.upload(fileInput(), csvFile(',bad,,1,,no'));
    const table = await screen.findByRole('grid', { name: 'مشاكل الملف' });
    expect(within(table).getByText('اكتب هذا بالإنجليزية وبالعربية.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تنزيل CSV' })).toBeTruthy();
  });

  it('is not open to a manager', async () => {
    renderOffice('/office/catalogue-files', { signedIn: true, role: 'manager' });
    expect(await screen.findByRole('heading', { name: 'This page does not exist.' })).toBeTruthy();
  });
});
