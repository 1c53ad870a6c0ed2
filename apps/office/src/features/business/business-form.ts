import type { OfficeBusiness } from '@lamaa/api-client';
import { businessTaxProblem } from '@lamaa/domain';
import type { FieldErrors } from '../../shared/form/field-errors.js';

/** The business form as typed: every field as text or a tick. */
export interface BusinessDraft {
  readonly legalNameEn: string;
  readonly legalNameAr: string;
  readonly address: string;
  readonly trn: string;
  readonly vatRegistered: boolean;
  readonly pricesIncludeVat: boolean;
}

/** A field of the business form. */
export type BusinessField = keyof BusinessDraft;

/** Where the server's field paths land on the form. */
export const BUSINESS_FIELDS: Readonly<Record<string, BusinessField>> = {
  'legal_name.en': 'legalNameEn',
  'legal_name.ar': 'legalNameAr',
  address: 'address',
  trn: 'trn',
  vat_registered: 'vatRegistered',
  prices_include_vat: 'pricesIncludeVat',
};

/** The form filled with the business as saved. */
export function draftOf(business: OfficeBusiness): BusinessDraft {
  return {
    legalNameEn: business.legal_name.en ?? '',
    legalNameAr: business.legal_name.ar ?? '',
    address: business.address,
    trn: business.trn ?? '',
    vatRegistered: business.vat_registered,
    pricesIncludeVat: business.prices_include_vat,
  };
}

/** The TRN as sent: its digits without the spaces people type between groups, or null. */
function trnOf(text: string): string | null {
  const trn = text.replace(/\s+/g, '');
  return trn === '' ? null : trn;
}

/**
 * What the form would send, or the fields to correct first (codes): both legal names are
 * required, and the domain's tax rule checks the TRN (15 digits; required when VAT-registered).
 */
export function checkBusiness(draft: BusinessDraft):
  | {
      readonly ok: true;
      readonly body: {
        legal_name: { en: string; ar: string };
        address: string;
        trn: string | null;
        vat_registered: boolean;
        prices_include_vat: boolean;
      };
    }
  | { readonly ok: false; readonly errors: FieldErrors<BusinessField> } {
  const errors: FieldErrors<BusinessField> = {};
  if (draft.legalNameEn.trim() === '') errors.legalNameEn = 'form.required';
  if (draft.legalNameAr.trim() === '') errors.legalNameAr = 'form.required';
  const trn = trnOf(draft.trn);
  const tax = businessTaxProblem({ trn, vatRegistered: draft.vatRegistered });
  if (tax !== null) errors.trn = tax;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      legal_name: { en: draft.legalNameEn.trim(), ar: draft.legalNameAr.trim() },
      address: draft.address.trim(),
      trn,
      vat_registered: draft.vatRegistered,
      prices_include_vat: draft.pricesIncludeVat,
    },
  };
}
