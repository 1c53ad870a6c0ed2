/**
 * Namespaces whose English values are exact product texts, listed in
 * docs/product/texts.md; a test checks each one against that file. Keys in `common` are the
 * kit's own wording.
 */
export const SPEC_TEXT_NAMESPACES = [
  'errors',
  'toasts',
  'empty',
  'actions',
  'dialogs',
  'busy',
  'pagination',
  'server',
] as const;

/**
 * How docs/product/texts.md writes each interpolation placeholder, so an interpolated
 * message can be compared with its documented text: `Coupon {{code}} applied successfully`
 * is written `Coupon ... applied successfully` there, `Showing {{from}} to ...` as
 * `Showing x to ...`.
 */
export const SPEC_PLACEHOLDER_WORDING: Readonly<Record<string, string>> = {
  errors: '{errors}',
  name: '{name}',
  id: '{id}',
  n: '{n}',
  code: '...',
  from: 'x',
  to: 'y',
  total: 'n',
  page: 'p',
  pageCount: 'n',
  limitKb: '{limitKb}',
  minutes: '{minutes}',
  country: '{country}',
  option: '{option}',
  service: '{service}',
  max: '{max}',
  maxMb: '{maxMb}',
  maxMegapixels: '{maxMegapixels}',
  barcode: '{barcode}',
  min: '{min}',
  keys: '{keys}',
  line: '{line}',
  part: '{part}',
  max_kb: '{max_kb}',
  count: '{count}',
  en: '{en}',
  ar: '{ar}',
};

/**
 * Turns an English value into the wording of docs/product/texts.md by replacing its
 * placeholders; an amount the money formatter writes (`{{max, money}}`) is `{max, money}`.
 * @example toSpecWording('Invoice #{{id}} created successfully') // 'Invoice #{id} created successfully'
 * @example toSpecWording('at most {{max, money}}') // 'at most {max, money}'
 */
export function toSpecWording(value: string): string {
  return value
    .replace(/\{\{(\w+), money\}\}/g, '{$1, money}')
    .replace(/\{\{(\w+)\}\}/g, (whole, name: string) => SPEC_PLACEHOLDER_WORDING[name] ?? whole);
}
