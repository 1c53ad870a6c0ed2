import type { DraftMaterialLine } from '@lamaa/domain';

/** What survives a reload: the chosen branch and supplier and the scanned-materials list. */
export interface StoredDraft {
  readonly branchId: number | null;
  readonly supplierId: number | null;
  readonly lines: readonly DraftMaterialLine[];
}

/** The localStorage key of the intake draft. */
export const DRAFT_STORAGE_KEY = 'lamaa.intake.draft';

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isId = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isSafeInteger(value) && value > 0);

/** True for a stored line of the shape the list needs (anything else is dropped). */
function isLine(value: unknown): value is DraftMaterialLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line['material_id'] === 'number' &&
    typeof line['price'] === 'number' &&
    Number.isSafeInteger(line['price']) &&
    typeof line['include_tax'] === 'boolean' &&
    typeof line['generate_barcode'] === 'boolean' &&
    Array.isArray(line['items']) &&
    line['items'].every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as Record<string, unknown>)['barcode'] === 'string' &&
        typeof (item as Record<string, unknown>)['quantity'] === 'number',
    )
  );
}

/** Reads the kept draft, or null when there is none or it cannot be read. */
export function loadDraft(storage: DraftStorage): StoredDraft | null {
  try {
    const raw = storage.getItem(DRAFT_STORAGE_KEY);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const draft = parsed as Record<string, unknown>;
    const branchId = draft['branchId'] ?? null;
    const supplierId = draft['supplierId'] ?? null;
    const lines = Array.isArray(draft['lines']) ? draft['lines'].filter(isLine) : [];
    return {
      branchId: isId(branchId) ? branchId : null,
      supplierId: isId(supplierId) ? supplierId : null,
      lines,
    };
  } catch {
    return null;
  }
}

/** Keeps the draft; an empty one (no supplier, no lines) is removed instead. */
export function saveDraft(storage: DraftStorage, draft: StoredDraft): void {
  try {
    if (draft.supplierId === null && draft.lines.length === 0)
      storage.removeItem(DRAFT_STORAGE_KEY);
    else storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Full or blocked storage: the draft still lives on screen, so nothing is lost now.
  }
}

/** Forgets the draft (after the invoice is created, or the list is cleared with no supplier). */
export function clearDraft(storage: DraftStorage): void {
  try {
    storage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to do: the next save overwrites it.
  }
}
