// Which tax invoice a sale gets: a full one when the customer is VAT-registered and asks for
// it, or when the supply is above AED 10,000; otherwise a simplified one.
import { type Fils } from '../money/fils.js';
import { isTrn } from '../office/business-tax.js';

/** A full tax invoice (both parties named) or a simplified one. */
export type TaxInvoiceKind = 'full' | 'simplified';

/** The supply above which a full tax invoice is always due: AED 10,000, in fils. */
export const FULL_INVOICE_THRESHOLD_FILS = 1_000_000;

/** What decides the kind: the customer's TRN, whether a full invoice was asked, the gross total. */
export interface TaxInvoiceKindInput {
  readonly customerTrn: string | null;
  readonly isFullAsked: boolean;
  readonly grossFils: Fils;
}

/**
 * The kind of tax invoice a sale gets.
 * @example taxInvoiceKind({ customerTrn: null, isFullAsked: false, grossFils: 1_000_001 }) // 'full'
 */
export function taxInvoiceKind(input: TaxInvoiceKindInput): TaxInvoiceKind {
  if (input.grossFils > FULL_INVOICE_THRESHOLD_FILS) return 'full';
  const isRegistered = input.customerTrn !== null && isTrn(input.customerTrn);
  return isRegistered && input.isFullAsked ? 'full' : 'simplified';
}

/**
 * A tax document's number: its prefix and the counter padded to 6 digits.
 * @example taxDocumentNumber('INV', 12) // 'INV-000012'
 */
export function taxDocumentNumber(prefix: 'INV' | 'CN', counter: number): string {
  return `${prefix}-${String(counter).padStart(6, '0')}`;
}
