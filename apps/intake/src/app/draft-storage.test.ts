import { describe, expect, it } from 'vitest';
import type { DraftMaterialLine } from '@lamaa/domain';
import { clearDraft, DRAFT_STORAGE_KEY, loadDraft, saveDraft } from './draft-storage.js';

/** An in-memory Storage. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const line: DraftMaterialLine = {
  material_id: 3,
  price: 1250,
  include_tax: true,
  generate_barcode: false,
  items: [{ barcode: '6291041500213', quantity: 4 }],
};

describe('draft storage', () => {
  it('keeps the list and chosen supplier across a reload', () => {
    const storage = memoryStorage();
    saveDraft(storage, { branchId: 2, supplierId: 7, lines: [line] });
    expect(loadDraft(storage)).toEqual({ branchId: 2, supplierId: 7, lines: [line] });
  });

  it('removes an empty draft and forgets it on clear', () => {
    const storage = memoryStorage();
    saveDraft(storage, { branchId: null, supplierId: 7, lines: [] });
    expect(storage.items.has(DRAFT_STORAGE_KEY)).toBe(true);
    saveDraft(storage, { branchId: 1, supplierId: null, lines: [] });
    expect(storage.items.has(DRAFT_STORAGE_KEY)).toBe(false);
    saveDraft(storage, { branchId: null, supplierId: 7, lines: [line] });
    clearDraft(storage);
    expect(loadDraft(storage)).toBeNull();
  });

  it('drops damaged lines and ids instead of failing', () => {
    const storage = memoryStorage();
    storage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ branchId: 'x', supplierId: 4, lines: [line, { material_id: 'a' }] }),
    );
    expect(loadDraft(storage)).toEqual({ branchId: null, supplierId: 4, lines: [line] });
    storage.setItem(DRAFT_STORAGE_KEY, '{not json');
    expect(loadDraft(storage)).toBeNull();
  });
});
