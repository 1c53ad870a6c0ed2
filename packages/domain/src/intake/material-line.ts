import { parseAedInput, type Fils } from '../money/fils.js';
import { fail, ok, type Result } from '../shared/result.js';
import { aedDecimal } from './aed-decimal.js';
import {
  AUTO_GENERATE,
  parseQuantity,
  type BarcodeLine,
  type QuantityCode,
} from './barcode-lines.js';

/** A material as GET /pos/materials lists it; only the id matters to the rules. */
export interface IntakeMaterial {
  readonly id: number;
}

/** A line of the scanned-materials list: one material at one unit price with its barcodes. */
export interface DraftMaterialLine {
  readonly material_id: number;
  /** Unit price in fils. */
  readonly price: Fils;
  readonly include_tax: boolean;
  /** True when the server generates the barcodes; the only row then carries `AUTO_GENERATE`. */
  readonly generate_barcode: boolean;
  readonly items: readonly BarcodeLine[];
}

/** The Barcode Scanning dialog's fields, as typed. */
export interface MaterialDraft {
  readonly materialId: number | null;
  /** AED unit price as typed (step 0.01). */
  readonly priceText: string;
  readonly includeTax: boolean;
  readonly autoGenerate: boolean;
  /** How many barcodes to generate, as typed. */
  readonly autoQuantity: string;
  readonly items: readonly BarcodeLine[];
}

/** Why the dialog's line cannot be added to the list. */
export type MaterialLineCode =
  | 'intake.material-price-required'
  | 'intake.material-required'
  | 'intake.material-not-found'
  | 'intake.price-invalid'
  | QuantityCode
  | 'intake.barcode-item-required';

/**
 * Builds a list line from the dialog: a known material and a price above 0 are required,
 * then at least one barcode item or auto-generate; auto-generate replaces the barcode items
 * with one `AUTO_GENERATE` row of the chosen quantity.
 * @example buildMaterialLine({ materialId: 3, priceText: '12.5', includeTax: true, autoGenerate: true, autoQuantity: '10', items: [] }, [{ id: 3 }])
 */
export function buildMaterialLine(
  draft: MaterialDraft,
  materials: readonly IntakeMaterial[],
): Result<DraftMaterialLine, MaterialLineCode> {
  const hasPrice = draft.priceText.trim() !== '';
  if (draft.materialId === null)
    return fail(hasPrice ? 'intake.material-required' : 'intake.material-price-required');
  const material = materials.find((candidate) => candidate.id === draft.materialId);
  if (!material) return fail('intake.material-not-found');
  const price = parseAedInput(draft.priceText);
  if (!price.ok || price.value <= 0) return fail('intake.price-invalid');
  const line = { material_id: material.id, price: price.value, include_tax: draft.includeTax };
  if (draft.autoGenerate) {
    const quantity = parseQuantity(draft.autoQuantity);
    if (!quantity.ok) return quantity;
    return ok({
      ...line,
      generate_barcode: true,
      items: [{ barcode: AUTO_GENERATE, quantity: quantity.value }],
    });
  }
  const items = draft.items.filter((item) => item.barcode !== AUTO_GENERATE);
  if (items.length === 0) return fail('intake.barcode-item-required');
  return ok({ ...line, generate_barcode: false, items });
}

/** Adds a line at the top of the list ('Add to List' prepends). */
export function prependMaterialLine(
  lines: readonly DraftMaterialLine[],
  line: DraftMaterialLine,
): readonly DraftMaterialLine[] {
  return [line, ...lines];
}

/** Replaces the line at `index` (Edit Material Item, Save Changes); outside the list, nothing changes. */
export function replaceMaterialLine(
  lines: readonly DraftMaterialLine[],
  index: number,
  line: DraftMaterialLine,
): readonly DraftMaterialLine[] {
  return lines.map((current, at) => (at === index ? line : current));
}

/** The dialog's fields for editing an existing line. */
export function draftOf(line: DraftMaterialLine): MaterialDraft {
  const auto = line.generate_barcode ? line.items[0] : undefined;
  return {
    materialId: line.material_id,
    priceText: aedDecimal(line.price),
    includeTax: line.include_tax,
    autoGenerate: line.generate_barcode,
    autoQuantity: auto ? String(auto.quantity) : '',
    items: line.generate_barcode ? [] : line.items,
  };
}
