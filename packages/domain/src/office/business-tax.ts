// A business's tax details: a Tax Registration Number is 15 digits, and a VAT-registered
// business must have one.

/** How many digits a Tax Registration Number has. */
export const TRN_LENGTH = 15;

/** Why a business's tax details are refused. */
export type BusinessTaxCode = 'business.trn-invalid' | 'business.trn-required';

/**
 * Whether text is a Tax Registration Number: exactly 15 ASCII digits.
 * @example isTrn('100123456700003') // true
 */
export function isTrn(text: string): boolean {
  return text.length === TRN_LENGTH && /^[0-9]+$/.test(text);
}

/**
 * What is wrong with a business's tax details, or null: a TRN given must be 15 digits, and a
 * VAT-registered business must give one.
 * @example businessTaxProblem({ trn: null, vatRegistered: true }) // 'business.trn-required'
 */
export function businessTaxProblem(tax: {
  readonly trn: string | null;
  readonly vatRegistered: boolean;
}): BusinessTaxCode | null {
  if (tax.trn !== null && !isTrn(tax.trn)) return 'business.trn-invalid';
  if (tax.vatRegistered && tax.trn === null) return 'business.trn-required';
  return null;
}
