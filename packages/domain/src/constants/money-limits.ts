// The largest amounts and quantities Lamaa accepts, in fils and units. They keep every stored
// figure (64-bit columns) and every sum (JavaScript numbers) exact: the largest order total,
// 10^10 fils, is six orders of magnitude below Number.MAX_SAFE_INTEGER (about 9 × 10^15).

/** A unit price: an option, a product, an add-on, an invoice line's unit price (1,000,000 AED). */
export const MAX_UNIT_PRICE_FILS = 100_000_000;
/** One line: unit price × quantity, plus its add-ons (10,000,000 AED). */
export const MAX_LINE_TOTAL_FILS = 1_000_000_000;
/** An order's or an invoice's subtotal and total, and so any one payment (100,000,000 AED). */
export const MAX_ORDER_TOTAL_FILS = 10_000_000_000;
/** A partial payment or the cash handed over (no more than an order can cost). */
export const MAX_PAYMENT_FILS = MAX_ORDER_TOTAL_FILS;
/** A cart line's quantity. */
export const MAX_CART_LINE_QUANTITY = 10_000;
/** The lines of one cart. */
export const MAX_CART_LINES = 200;
/** An invoice line's quantity (materials come in small units: millilitres, grams). */
export const MAX_INVOICE_LINE_QUANTITY = 1_000_000;
/** The lines of one invoice. */
export const MAX_INVOICE_LINES = 500;
