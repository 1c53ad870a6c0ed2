import type { MessageKey } from './resources/en.js';

/**
 * Namespaces whose English values are exact texts of SPEC.md; a test checks each one
 * against the spec. Keys in `common` are the kit's own wording.
 */
export const SPEC_TEXT_NAMESPACES = [
  'errors',
  'toasts',
  'empty',
  'actions',
  'dialogs',
  'busy',
  'pagination',
] as const;

/**
 * How the spec writes each interpolation placeholder, so an interpolated message can be
 * found verbatim in SPEC.md: `Coupon {{code}} applied successfully` is written
 * `Coupon ... applied successfully` there, `Showing {{from}} to ...` as `Showing x to ...`.
 */
export const SPEC_PLACEHOLDER_WORDING: Readonly<Record<string, string>> = {
  errors: '',
  name: '{name}',
  id: '{id}',
  n: '{n}',
  code: '...',
  from: 'x',
  to: 'y',
  total: 'n',
  page: 'p',
  pageCount: 'n',
};

/**
 * Messages the spec writes only in part ("'Cart cleared due to customer change' or
 * '... vehicle change'"): the part that must appear in SPEC.md and end the English value.
 */
export const ELIDED_SPEC_TEXTS: Partial<Readonly<Record<MessageKey, string>>> = {
  'toasts.cart-cleared-vehicle-change': '... vehicle change',
};

/**
 * Turns an English value into the spec's wording by replacing its placeholders.
 * @example toSpecWording('Invoice #{{id}} created successfully') // 'Invoice #{id} created successfully'
 */
export function toSpecWording(value: string): string {
  return value.replace(
    /\{\{(\w+)\}\}/g,
    (whole, name: string) => SPEC_PLACEHOLDER_WORDING[name] ?? whole,
  );
}
