import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { DRAFT_STORAGE_KEY } from './draft-storage.js';
import { choose, dismissToast, openDialog, selectTrigger } from '../test/intake-actions.js';
import { renderIntake } from '../test/render-intake.js';

beforeEach(() => window.localStorage.clear());

/** Leaves a kept draft of one line (the shampoo, barcode 999 twice), as a reload would find it. */
function keepDraftOfOneLine(): void {
  const line = {
    material_id: 1,
    price: 1250,
    include_tax: false,
    generate_barcode: false,
    items: [{ barcode: '999', quantity: 2 }],
  };
  window.localStorage.setItem(
    DRAFT_STORAGE_KEY,
    JSON.stringify({ branchId: null, supplierId: 1, lines: [line] }),
  );
}
afterEach(() => cleanup());

describe('intake screen', () => {
  it('waits for a branch in branch mode before supplier choice and scanning', async () => {
    renderIntake({ isBranchMode: true });
    const scan = await screen.findByRole('button', { name: 'Barcode Scanning' });
    expect(scan).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add New Supplier' })).toBeDisabled();
    await choose('Branch', 'Jumeirah');
    expect(scan).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add New Supplier' })).toBeEnabled();
  });

  it('adds a line from a USB wedge scanner: characters then Enter, fast, merging the same barcode', async () => {
    renderIntake();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Barcode' }));
    await userEvent.keyboard(
      '6291041500213{Enter}6291041500213{Enter}6291041500213{Enter}4006381333931{Enter}',
    );
    expect(within(dialog).getByText('× 3')).toBeVisible();
    expect(within(dialog).getByText('× 1')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to List' }));

    const item = await screen.findByRole('article', { name: 'Car shampoo 5L' });
    expect(within(item).getByText('6291041500213')).toBeVisible();
    expect(screen.getByTestId('total-quantity')).toHaveTextContent('4');
    expect(screen.getByTestId('grand-total')).toHaveTextContent(/AED\s*50\.00/);
    const kept = JSON.parse(window.localStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}') as {
      lines?: unknown[];
    };
    expect(kept.lines).toHaveLength(1);
  });

  for (const { language, text } of [
    {
      language: 'en',
      text: {
        open: 'Barcode Scanning',
        material: 'Material',
        shampoo: 'Car shampoo 5L',
        price: /Price per item/,
        barcode: 'Barcode',
        exists: 'This barcode already exists',
      },
    },
    {
      language: 'ar',
      text: {
        open: 'مسح الباركود',
        material: 'المادة',
        shampoo: 'شامبو سيارات 5 لتر',
        price: /سعر القطعة/,
        barcode: 'الباركود',
        exists: 'هذا الباركود موجود بالفعل',
      },
    },
  ] as const) {
    it(`refuses in the dialog a barcode another material line has, as it is typed (${language})`, async () => {
      keepDraftOfOneLine();
      renderIntake({ language });
      await userEvent.click(await screen.findByRole('button', { name: text.open }));
      const dialog = await screen.findByRole('dialog', { name: text.open });
      await choose(text.material, text.shampoo);
      await userEvent.fill(within(dialog).getByRole('textbox', { name: text.price }), '3');
      await userEvent.click(within(dialog).getByRole('textbox', { name: text.barcode }));
      await userEvent.keyboard('999{Enter}');
      expect(within(dialog).getByRole('alert')).toHaveTextContent(text.exists);
      expect(within(dialog).queryByText('× 1')).toBeNull();
    });
  }

  it('puts the cursor in Barcode on Start Scanning and reads a scanner burst typed on a button', async () => {
    renderIntake();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Scanning' }));
    const barcode = within(dialog).getByRole('textbox', { name: 'Barcode' });
    await waitFor(() => expect(document.activeElement).toBe(barcode));

    // The focus back on Stop Scanning: a wedge's keys arrive there, 5 ms apart (fake event times).
    const stop = within(dialog).getByRole('button', { name: 'Stop Scanning' });
    stop.focus();
    [...'6291041500213', 'Enter'].forEach((key, index) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      Object.defineProperty(event, 'timeStamp', { value: 1000 + index * 5 });
      stop.dispatchEvent(event);
    });
    expect(await within(dialog).findByText('6291041500213')).toBeVisible();
    expect(within(dialog).getByText('× 1')).toBeVisible();
    // Its Enter did not press the button: scanning goes on.
    expect(within(dialog).getByRole('button', { name: 'Stop Scanning' })).toBeVisible();
  });

  it('shows every validation text of the dialog', async () => {
    renderIntake();
    await userEvent.click(await screen.findByRole('button', { name: 'Barcode Scanning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Barcode Scanning' });
    const addToList = within(dialog).getByRole('button', { name: 'Add to List' });
    await userEvent.click(addToList);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please select material and set price',
    );
    await choose('Material', 'Microfibre towel');
    await userEvent.click(addToList);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Price must be greater than 0');
    // A minus stays in sight and is refused; it never turns -5 into 5.
    const price = within(dialog).getByRole('textbox', { name: /Price per item/ });
    await userEvent.fill(price, '-5');
    expect(price).toHaveValue('-5');
    await userEvent.click(addToList);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Price must be greater than 0');
    await userEvent.fill(price, '4');
    await userEvent.click(addToList);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please add at least one barcode item or enable auto-generate',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add barcode' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please enter both barcode and quantity',
    );
    await userEvent.fill(within(dialog).getByRole('textbox', { name: 'Quantity' }), '0');
    await userEvent.fill(within(dialog).getByRole('textbox', { name: 'Barcode' }), '111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add barcode' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Quantity must be greater than 0');
    await userEvent.fill(within(dialog).getByRole('textbox', { name: 'Quantity' }), '2.5');
    await userEvent.fill(within(dialog).getByRole('textbox', { name: 'Barcode' }), '111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add barcode' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Quantity must be a whole number');
    await userEvent.fill(within(dialog).getByRole('textbox', { name: 'Quantity' }), '');
    await userEvent.fill(within(dialog).getByRole('textbox', { name: 'Barcode' }), '111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add barcode' }));
    await userEvent.fill(within(dialog).getByRole('textbox', { name: 'Barcode' }), '111');
    await userEvent.fill(within(dialog).getByRole('textbox', { name: 'Quantity' }), '7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add barcode' }));
    expect(within(dialog).getByText('Updated quantity for barcode')).toBeVisible();
    expect(within(dialog).getByText('× 7')).toBeVisible();
  });

  it('adds an auto-generate line with the quick quantity add, then creates the invoice', async () => {
    const { state } = renderIntake();
    await dismissToast('Materials and suppliers loaded successfully');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Invoice' }));
    expect(
      await screen.findByText('Please select a supplier', { selector: '.intake-error' }),
    ).toBeVisible();
    await choose('Supplier', 'Gulf Chemicals');
    await userEvent.click(screen.getByRole('button', { name: 'Create Invoice' }));
    expect(
      await screen.findByText('Please add items to create an invoice', {
        selector: '.intake-error',
      }),
    ).toBeVisible();

    const dialog = await openDialog('Microfibre towel', '4');
    await userEvent.click(within(dialog).getByText('Auto-generate barcodes'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 10' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 5' }));
    expect(within(dialog).getByRole('textbox', { name: 'Quantity to generate' })).toHaveValue('15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to List' }));
    expect(await screen.findByText('Generated by the server')).toBeVisible();
    expect(screen.getByTestId('grand-total')).toHaveTextContent(/AED\s*60\.00/);

    await userEvent.click(screen.getByRole('button', { name: 'Create Invoice' }));
    const success = await screen.findByRole('dialog', { name: 'Invoice Created Successfully' });
    expect(within(success).getByText('Gulf Chemicals')).toBeVisible();
    expect(within(success).getByText('LM1000')).toBeVisible();
    expect(state.invoices[0]?.get('material_items[0][generate_barcode]')).toBe('1');
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    const closeButtons = within(success).getAllByRole('button', { name: 'Close' });
    await userEvent.click(closeButtons[closeButtons.length - 1] ?? success);
    expect(await screen.findByText('No materials scanned yet')).toBeVisible();
  });

  it("adds a supplier: 'Supplier name is required', then \"Supplier '{name}' added\" and chosen", async () => {
    renderIntake();
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Supplier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Supplier' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Supplier name is required');
    await userEvent.fill(
      within(dialog).getByRole('textbox', { name: /Supplier name/ }),
      '  Emirates Wax Co  ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText("Supplier 'Emirates Wax Co' added")).toBeVisible();
    expect(selectTrigger('Supplier')).toHaveTextContent('Emirates Wax Co');
  });

  it('counts the characters a supplier name may have in Arabic, in the plural form for 100', async () => {
    renderIntake({ language: 'ar' });
    await userEvent.click(await screen.findByRole('button', { name: 'إضافة مورّد جديد' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة مورّد جديد' });
    await userEvent.fill(
      within(dialog).getByRole('textbox', { name: /اسم المورّد/ }),
      'x'.repeat(101),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'إضافة' }));
    // «100 حرف», not the form for 11 to 99 («حرفًا») the text had before it had plurals.
    await expect
      .poll(() => within(dialog).getByRole('alert').textContent)
      .toBe('يجب ألا يزيد اسم المورّد على 100 حرف');
  });

  it('says the lists loaded, or which failed (both at once: one message)', async () => {
    renderIntake();
    expect(await screen.findByText('Materials and suppliers loaded successfully')).toBeVisible();
    cleanup();
    renderIntake({ failLists: ['suppliers'] });
    expect(await screen.findByText('Failed to fetch suppliers')).toBeVisible();
    expect(screen.queryByText(/loaded successfully/)).toBeNull();
    cleanup();
    renderIntake({ failLists: ['materials', 'suppliers'], language: 'ar' });
    expect(await screen.findByText('تعذّر تحميل المواد والموردين')).toBeVisible();
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
  });

  it('tells a user whose role may not record supplier invoices why the lists did not load', async () => {
    renderIntake({ refuseLists: true, language: 'ar' });
    expect(
      await screen.findByText('صلاحيتك لا تسمح بهذا. اطلب ذلك من المالك أو المدير.'),
    ).toBeVisible();
    expect(screen.queryByText('تعذّر تحميل المواد والموردين')).toBeNull();
  });

  it('paints an Arabic screen in Arabic from its first frame, never in English or as keys', async () => {
    // Its texts arrive in a chunk of their own; every frame meanwhile is recorded.
    const frames: string[] = [];
    const observer = new MutationObserver(() => frames.push(document.body.textContent ?? ''));
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    renderIntake({ language: 'ar' });
    expect(await screen.findByRole('button', { name: 'مسح الباركود' })).toBeVisible();
    observer.disconnect();
    expect(frames).not.toEqual([]);
    // The English screen says Loading... first, then Barcode Scanning (the switch's «English» is no flash).
    const english = /Loading|Barcode|Supplier|(busy|intake|actions)\./;
    expect(frames.filter((text) => english.test(text))).toEqual([]);
  });

  it('finds the kept draft after a reload, in Arabic and right to left', async () => {
    keepDraftOfOneLine();
    renderIntake({ language: 'ar' });
    expect(await screen.findByRole('article', { name: 'شامبو سيارات 5 لتر' })).toBeVisible();
    expect(document.documentElement.dir).toBe('rtl');
    expect(selectTrigger('المورّد')).toHaveTextContent('الخليج للكيماويات');
  });

  it('shows an invoice refusal from the server in Arabic when the language is Arabic', async () => {
    keepDraftOfOneLine();
    const { state } = renderIntake({ language: 'ar' });
    state.failNext = {
      status: 422,
      body: {
        code: 'intake.barcode-exists',
        message: 'This barcode already exists',
        params: { barcode: '999' },
        errors: { barcode: ['This barcode already exists: 999'] },
      },
    };
    expect(await screen.findByRole('article', { name: 'شامبو سيارات 5 لتر' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'إنشاء الفاتورة' }));
    expect((await screen.findAllByText('هذا الباركود موجود مسبقًا: 999'))[0]).toBeVisible();
    expect(screen.queryByText(/This barcode already exists/)).toBeNull();
  });
});
