// The server's English sentence for every refusal code, in one table. Clients other than
// ours read `message`; our apps translate `code` with `params` and never show this text.
import {
  filsToAed,
  MAX_UNIT_PRICE_FILS,
  type RefusalCode,
  type RefusalParams,
} from '@lamaa/domain';
import type { FieldErrors } from './api-error.js';

/** Builds the English message of a refusal from its parameters (and field errors, for validation). */
type MessageOf = (params: RefusalParams, errors: FieldErrors | undefined) => string;

/** The message for text holding U+0000, which PostgreSQL cannot store. */
export const NUL_MESSAGE = 'Text may not contain the NUL character (U+0000).';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** An amount as the English messages write money: the currency first, as on a UAE receipt. */
const aed = (amount: unknown) => `AED ${String(amount)}`;

/** The largest price a catalogue item or a stored-value plan may carry, in AED. */
const MAX_UNIT_PRICE_AED = filsToAed(MAX_UNIT_PRICE_FILS);

/** The first field message, with how many more there are. */
function summary(errors: FieldErrors | undefined): string {
  const all = Object.values(errors ?? {}).flat();
  const first = all[0] ?? 'The given data was invalid.';
  const more = all.length - 1;
  return more > 0 ? `${first} (and ${more} more error${more === 1 ? '' : 's'})` : first;
}

const MESSAGES: Readonly<Record<RefusalCode, MessageOf>> = {
  'validation.failed': (_, errors) => summary(errors),
  'field.required': () => 'This field is required.',
  'field.invalid': () => 'This value is not valid.',
  'field.invalid-choice': () => 'This choice is not one of the allowed values.',
  'field.invalid-format': () => 'This value is not in the expected format.',
  'field.too-long': (p) => `This text may have at most ${plural(Number(p['max']), 'character')}.`,
  'field.too-short': (p) =>
    `This text must have at least ${plural(Number(p['min']), 'character')}.`,
  'field.too-large': (p) => `This value may not be greater than ${p['max']}.`,
  'field.too-small': (p) => `This value may not be less than ${p['min']}.`,
  'field.not-above': (p) => `This value must be greater than ${p['min']}.`,
  'field.not-below': (p) => `This value must be less than ${p['max']}.`,
  'field.too-many': (p) => `This list may have at most ${plural(Number(p['max']), 'item')}.`,
  'field.too-few': (p) => `This list must have at least ${plural(Number(p['min']), 'item')}.`,
  'field.unknown-keys': (p) => `These fields are not known here: ${p['keys']}.`,
  'request.not-json': () => 'Send the request body as JSON (Content-Type: application/json).',
  'request.invalid-json': () => 'The request body is not valid JSON.',
  'request.malformed': () => 'The request could not be read. Check its format and try again.',
  'request.bad-path': () =>
    'The address is not valid: its percent-encoding (%XX) does not spell UTF-8 text.',
  'request.too-large': (p) => `The request body is too large (the limit is ${p['limitKb']} KB).`,
  'request.unknown-path': (p) =>
    p['path'] === '/api'
      ? 'There is no API path /api. See /api/health.'
      : `There is no API path ${p['path']}.`,
  'request.method-not-allowed': (p) =>
    `The ${p['method']} method is not supported here. Use ${String(p['allowed']).split(', ').join(' or ')}.`,
  'request.nul-character': () => NUL_MESSAGE,
  'request.not-multipart': () => 'Send the invoice as multipart/form-data.',
  'request.multipart-unreadable': () => 'The multipart body could not be read.',
  'server.error': () => 'Something went wrong on our side. Please try again in a moment.',
  'database.timeout': () => 'The database did not answer in time. Please try again in a moment.',
  'database.unavailable': () => 'The database is not available. Please try again in a moment.',
  'auth.unauthenticated': () => 'Unauthenticated. Please sign in again.',
  'auth.invalid-credentials': () => 'These credentials do not match our records.',
  'auth.too-many-attempts': (p) =>
    `Too many failed sign-in attempts. Please wait ${plural(Number(p['minutes']), 'minute')} and try again.`,
  'access.forbidden': () => 'Your role does not allow this. Ask the owner or a manager.',
  'customer.not-found': () => 'Customer not found.',
  'customer.phone-country-unsupported': (p) => `The country code ${p['country']} is not supported.`,
  'customer.phone-invalid': (p) => `The phone number is not a valid ${p['country']} number.`,
  'customer.phone-taken': (p) =>
    `This phone number already belongs to customer ${p['name']} (#${p['id']}).`,
  'vehicle.not-found': () => 'Vehicle not found for this customer.',
  'employee.not-found': () => 'Employee not found.',
  'city.not-found': () => 'City not found.',
  'car-brand.not-found': () => 'Car brand not found.',
  'plate-type.not-found': () => 'Plate type not found.',
  'service.not-found': (p) => `Service #${p['id']} not found.`,
  'service.option-not-found': (p) => `Option #${p['option']} is not an option of ${p['service']}.`,
  'package.not-found': (p) => `Package #${p['id']} not found.`,
  'product.not-found': (p) => `Product #${p['id']} not found.`,
  'cart.mixed-kinds': () =>
    'A cart holds one kind of item: services, packages or products. Services and packages cannot be ordered together.',
  'cart.line-unavailable': (p) => `${p['name']} cannot be ordered.`,
  'cart.duplicate-option': (p) =>
    `Option #${p['option']} is in the cart more than once. Each option of a service can be added once.`,
  'cart.exclusive-conflict': () => 'Only one exclusive option of a service can be in the cart.',
  'checkout.cart-empty': () => 'Cannot submit empty cart.',
  'coupon.invalid': () => 'Invalid coupon code',
  'coupon.mismatch': (p) =>
    `The coupon code ${p['code']} is not coupon #${p['id']}. Send the coupon's id or its code.`,
  'coupon.minimum-total-not-met': (p) =>
    `This coupon needs a cart subtotal of at least ${aed(p['minimum'])}.`,
  'coupon.invalid-terms': () => 'This coupon cannot be used.',
  'pricing.invalid-line': () => 'The cart could not be priced: check the discount and the lines.',
  'pricing.invalid-discount': () =>
    'The cart could not be priced: check the discount and the lines.',
  'pricing.invalid-amount': () => 'The cart could not be priced: check the discount and the lines.',
  'pricing.discount-coupon-conflict': () =>
    'A coupon cannot be combined with a manual discount. Remove the discount first.',
  'order.not-found': () => 'Order not found.',
  'order.address-required': () => 'An outdoor order needs an address or a location on the map.',
  'order.amount-required': () => 'A partial payment needs an amount.',
  'order.amount-out-of-range': (p) => `Amount must be between 0 and ${p['max']}`,
  'order.already-paid': () => 'This order is already paid.',
  'order.cancelled-not-payable': () => 'A cancelled order cannot be paid.',
  'order.status-not-deletable': (p) =>
    `A ${p['status']} order cannot be deleted. Only pending, cancelled or waiting-for-payment orders can be deleted.`,
  'order.has-payments': () =>
    'An order with payments cannot be deleted: money taken is undone by a refund.',
  'payment.cash-invalid': () => 'Please enter a valid cash amount',
  'payment.partial-exceeds-total': () => 'Partial payment amount cannot exceed order total',
  'payment.cash-below-total': () =>
    'Cash amount must be greater than or equal to order total for full payment',
  'payment.split-parts-invalid': (p) => `A split payment has from 1 to ${p['max']} parts.`,
  'payment.split-cash-twice': () => 'A split payment has at most one cash part.',
  'payment.split-amount-invalid': (p) => `Part ${p['part']}: enter an amount above 0.`,
  'payment.split-card-over-remainder': (p) =>
    `Part ${p['part']}: a card, online or bank part is at most what is still owed (${aed(p['max'])}).`,
  'payment.split-over-total': (p) =>
    `Part ${p['part']}: the parts come to more than what is owed (${aed(p['max'])} left for it).`,
  'payment.split-change-not-cash': (p) =>
    `Part ${p['part']}: only cash may be handed over above its amount, and never below it.`,
  'vault.not-found': () => 'Vault not found.',
  'slot.not-found': () =>
    'The selected time slot does not exist. Please select a time slot from the list.',
  'slot.started': () => 'This time slot has already started. Please select a later time slot.',
  'slot.full': () => 'This time slot is fully booked. Please select another time slot.',
  'idempotency.key-reused': () =>
    'This Idempotency-Key was already used with a different request. Send a new key for a new request.',
  'idempotency.in-progress': () =>
    'A request with this Idempotency-Key is still being processed. Try again in a moment.',
  'idempotency.key-invalid': () => 'The Idempotency-Key header must be 1 to 255 characters.',
  'supplier.not-found': () => 'Supplier not found.',
  'branch.not-found': () => 'Branch not found.',
  'intake.material-not-found': (p) => `Selected material not found (#${p['id']}).`,
  'intake.barcode-exists': () => 'This barcode already exists',
  'intake.barcode-required': () => 'Please enter a barcode',
  'attachment.not-a-file': () => 'Each attachment must be a file.',
  'attachment.too-large': (p) => `File too large (max 10MB): ${p['name']}`,
  'attachment.invalid-type': (p) =>
    `Invalid file type: ${p['name']} is not a PDF, JPEG, PNG, GIF or WebP file.`,
  'attachment.too-many': (p) => `An invoice takes at most ${p['max']} attachments.`,
  'attachment.total-too-large': (p) =>
    `The attachments of one invoice may come to at most ${p['maxMb']} MB together.`,
  'money.too-large': (p) => `The ${p['field']} may not be greater than ${aed(p['max'])}.`,
  'cart.line-too-large': (p) =>
    `One line may come to at most ${aed(p['max'])}: lower its quantity or price.`,
  'cart.total-too-large': (p) =>
    `An order may come to at most ${aed(p['max'])}: split it into several orders.`,
  'invoice.line-too-large': (p) =>
    `One invoice line may come to at most ${aed(p['max'])}: lower its quantity or price.`,
  'invoice.total-too-large': (p) =>
    `An invoice may come to at most ${aed(p['max'])}: split it into several invoices.`,
  'business.trn-invalid': () => 'The Tax Registration Number must be exactly 15 digits.',
  'business.trn-required': () => 'A VAT-registered business needs its Tax Registration Number.',
  'branch.emirate-required': () => 'A branch in the UAE (Asia/Dubai) needs its emirate.',
  'branch.city-required': () => 'A branch outside the UAE needs its city.',
  'staff.branch-required': () => 'Every employee but an owner works in a branch: choose one.',
  'staff.not-found': () => 'Employee not found.',
  'staff.email-taken': () => 'This email already belongs to an employee.',
  'staff.self-change': () =>
    'You cannot change your own role, branch or access. Ask the owner or another manager.',
  'staff.inactive': () => 'This employee is deactivated. Reactivate them first.',
  'password.too-short': (p) => `The password must be at least ${p['min']} characters.`,
  'password-link.invalid': () =>
    'This set-password link is not valid or was already used. Ask for a new link.',
  'password-link.expired': () => 'This set-password link has expired. Ask for a new link.',
  'approval.required': () =>
    "This needs a manager's approval: ask a manager of this branch or the owner for their PIN.",
  'approval.pin-invalid': () => 'This PIN is not the PIN of a manager of this branch or the owner.',
  'approval.pin-format': () => 'An approval PIN is 4 to 6 digits.',
  'approval.token-invalid': () =>
    'This approval has expired, was already used or was given for something else. Ask again.',
  'approval.too-many-attempts': (p) =>
    `Too many wrong PINs. Please wait ${plural(Number(p['minutes']), 'minute')} and try again.`,
  'approval.threshold-invalid': () =>
    'A large discount is above a whole percentage from 1 to 100 or an amount above 0.',
  'catalogue.text-required': () => 'This text is required, in English and in Arabic.',
  'catalogue.text-too-long': () => 'This text is too long.',
  'catalogue.price-invalid': () => 'A price must be zero (no price) or more, in whole fils.',
  'catalogue.price-too-large': () => `A price may not be greater than ${aed(MAX_UNIT_PRICE_AED)}.`,
  'catalogue.car-group-unknown': () => 'The car group must be 1 (small), 2 (medium) or 3 (large).',
  'catalogue.display-order-invalid': () =>
    'The display order must be a whole number from 0 to 9999.',
  'catalogue.before-discount-low': () => 'The price before discount may not be below the price.',
  'catalogue.too-many-entries': () => 'This list has too many entries.',
  'catalogue.icon-unknown': () => 'Choose one of the icons the counter already shows, or none.',
  'shift.not-open': () => 'This cash drawer has no open shift. Open a shift to take cash.',
  'shift.already-open': () => 'This cash drawer already has an open shift.',
  'shift.closed': (p) => `This shift is closed (Z ${String(p['z_number'] ?? '')}).`,
  'shift.not-found': () => 'Shift not found.',
  'shift.vault-not-cash': () => 'Shifts are kept on cash vaults only.',
  'shift.amount-invalid': () => 'Enter an amount in AED, 0 or more.',
  'shift.counts-invalid': () => 'Count each note and coin as a whole number.',
  'shift.counts-mismatch': () => 'The total does not match the notes and coins counted.',
  'shift.reason-invalid': () => 'Choose a bank drop, a float top-up or a petty expense.',
  'shift.note-too-long': (p) => `The note can have at most ${String(p['max'] ?? 255)} characters.`,
  'shift.variance-reason-required': () =>
    'The count differs from the expected cash by more than allowed: give a reason.',
  'shift.threshold-invalid': () => 'The variance threshold must be an amount of 0 or more.',
  'refund.order-not-paid': () => 'Nothing was paid on this order, so there is nothing to refund.',
  'refund.nothing-refundable': () => 'Everything paid on this order has already been refunded.',
  'refund.exceeds-refundable': (p) =>
    `A refund cannot be more than what is left of the payments: at most ${aed(p['max'])}.`,
  'refund.amount-invalid': () => 'Enter an amount above 0 to refund.',
  'refund.lines-required': () => 'Choose at least one item to refund.',
  'refund.plan-held': (p) =>
    `Item ${String(p['line'])} sold a plan the vehicle still holds: cancel the plan in the office, which refunds what is left of it.`,
  'refund.line-unknown': (p) => `Item ${String(p['line'])} is not on this order.`,
  'refund.line-already-refunded': (p) => `Item ${String(p['line'])} was already refunded.`,
  'credit-note.not-found': () => 'There is no credit note with this link.',
  'plan.not-found': (p) => `Plan #${p['id']} not found.`,
  'entitlement.not-found': (p) => `Plan #${p['id']} is not held by this vehicle.`,
  'plan.cancelled': (p) => `This plan was cancelled on ${p['cancelled_on']}.`,
  'plan.frozen': (p) => `This plan is frozen since ${p['frozen_on']}.`,
  'plan.not-started': (p) => `This plan starts on ${p['starts_on']}.`,
  'plan.expired': (p) => `This plan ended on ${p['ends_on']}.`,
  'plan.branch-not-covered': () => 'This plan cannot be used at this branch.',
  'plan.car-group-not-covered': () => "This plan does not cover this vehicle's car group.",
  'plan.service-not-covered': () => 'This plan does not cover this service.',
  'plan.used-up': () => 'This plan has no uses left.',
  'plan.value-too-low': (p) =>
    `This plan has ${aed(p['left'])} left, less than the ${aed(p['price'])} of this line.`,
  'plan.limit-reached': (p) =>
    `This plan allows ${plural(Number(p['limit']), 'use')} per ${p['period']}, already reached.`,
  'plan.kind-unknown': () => 'The kind must be unlimited, uses or value.',
  'plan.uses-invalid': () => 'The number of uses must be a whole number from 1 to 1000.',
  'plan.value-invalid': () =>
    `The stored value must be above 0 and at most ${aed(MAX_UNIT_PRICE_AED)}.`,
  'plan.validity-invalid': () => 'The validity must be 1 to 3660 days or 1 to 120 months.',
  'plan.limit-invalid': () => 'A limit must be empty or a whole number from 1 to 1000.',
  'plan.coverage-required': () => 'A plan must cover at least one service option.',
  'plan.already-frozen': (p) => `This plan is already frozen since ${p['frozen_on']}.`,
  'plan.not-frozen': () => 'This plan is not frozen.',
  'plan.transfer-same-vehicle': () => 'Choose another vehicle: the plan is already on this one.',
  'plan.transfer-other-customer': () =>
    'A plan moves only to another vehicle of the same customer.',
  'plan.reason-required': () => 'Write the reason (at most 500 characters).',
  'coupon.inactive': () => 'This coupon is switched off.',
  'coupon.wrong-branch': () => 'This coupon does not apply at this branch.',
  'coupon.not-started': (p) => `This coupon applies from ${p['from']}.`,
  'coupon.expired': (p) => `This coupon ended on ${p['to']}.`,
  'coupon.used-up': (p) => `This coupon has been used as often as it allows (${p['limit']}).`,
  'coupon.customer-used-up': (p) =>
    `This customer has already used this coupon as often as it allows (${p['limit']}).`,
  'coupon.code-required': () => 'Write the coupon code.',
  'coupon.code-invalid': () => 'A coupon code is up to 32 letters, digits, dashes or underscores.',
  'coupon.code-taken': () => 'Another coupon of the business already has this code.',
  'coupon.branch-beyond-reach': () =>
    "A manager's coupon applies at their own branch only: choose it alone.",
  'coupon.value-invalid': () => 'The value must be above zero (a percentage, or an amount in AED).',
  'coupon.percent-too-large': () => 'A percentage coupon takes at most 100 %.',
  'coupon.amount-too-large': () => 'This amount is too large for a coupon.',
  'coupon.minimum-invalid': () => 'The minimum order total must be zero or more.',
  'coupon.date-invalid': () => 'Write the day as a date (YYYY-MM-DD).',
  'coupon.dates-reversed': () => 'The last day may not be before the first day.',
  'coupon.uses-invalid': () =>
    'A use limit is a whole number from 1; leave it empty for unlimited.',
  'coupon.not-found': () => 'Coupon not found.',
  'vault.method-required': () => 'Choose at least one payment method the vault takes.',
  'vault.method-unknown': () => 'The vault may take cash, visa, online and bank_account only.',
  'vault.title-taken': () => 'Another vault of this branch already has this title.',
  'vault.archived': () => 'This vault is archived: choose another vault.',
  'vault.method-not-taken': () =>
    'This vault does not take this payment method: choose another vault.',
  'vault.shift-open': () =>
    'This vault has an open shift: close the shift before archiving it or taking cash off it.',
  'opening-hours.time-invalid': () => 'The time must be HH:MM, from 00:00 to 24:00.',
  'opening-hours.from-after-to': () => 'The closing time must be after the opening time.',
  'opening-hours.hours-uneven': () =>
    'The open hours must be a whole number of slots: change the hours or the slot length.',
  'opening-hours.slot-length-invalid': () =>
    'The slot length must be 5 to 720 minutes, in steps of 5.',
  'opening-hours.capacity-invalid': () => 'The capacity must be a whole number from 1 to 99.',
  'opening-hours.date-invalid': () => 'The date must be a real date (YYYY-MM-DD).',
  'opening-hours.date-past': () => "The date is before the branch's today.",
  'opening-hours.date-repeated': () =>
    'The date is given twice: a date is either closed or has special hours, once.',
  'import.file-empty': () => 'The file is empty: it needs a header row and rows below it.',
  'import.file-too-large': (p) => `The file is too large (the limit is ${p['max_kb']} KB).`,
  'import.too-many-rows': (p) =>
    `The file has more than ${p['max']} rows: split it into smaller files.`,
  'import.file-unreadable': () =>
    'This row cannot be read: a quote mark is not closed or is misplaced.',
  'import.column-missing': () => 'This column is missing from the header row.',
  'import.column-unknown': () =>
    "This column is not one of the file's columns: remove or rename it.",
  'import.column-repeated': () => 'This column is in the header row twice.',
  'import.id-invalid': () => 'The id must be a whole number, or empty for a new row.',
  'import.id-repeated': (p) => `This id is already on row ${p['line']}.`,
  'import.id-unknown': (p) =>
    `No row of the catalogue has the id ${p['id']}: leave it empty for a new row.`,
  'import.service-unknown': () => 'No service has this id: use an id from the services file.',
  'import.amount-invalid': () =>
    'Write an amount in AED, like 12.50 (digits, a point, two decimals).',
  'import.amount-required': () => 'The price is required.',
  'import.yes-no-invalid': () => 'Write yes or no.',
  'import.number-invalid': () => 'Write a whole number from 0 to 9999.',
  'import.included-mismatch': (p) =>
    `The included list has ${p['en']} entries in English and ${p['ar']} in Arabic.`,
  'import.rows-invalid': (p) =>
    `The file has ${p['count']} problems, so nothing was imported: run a dry run to see them.`,
  'image.missing': () => 'Send the picture as the multipart field "file".',
  'image.too-large': (p) => `A picture may be at most ${p['maxMb']} MB.`,
  'image.invalid-type': () => 'The picture must be a JPEG, PNG, GIF or WebP file.',
  'image.undecodable': () => 'The picture could not be read: it is damaged or incomplete.',
  'image.too-many-pixels': (p) => `A picture may have at most ${p['maxMegapixels']} megapixels.`,
  'image.unknown': () => 'Upload the picture first: this is not a picture of the business.',
  'image.not-found': () => 'Picture not found.',
};

/**
 * The English message of a refusal.
 * @example refusalMessage('slot.full', {}) // 'This time slot is fully booked. Please select another time slot.'
 */
export function refusalMessage(
  code: RefusalCode,
  params: RefusalParams = {},
  errors?: FieldErrors,
): string {
  return MESSAGES[code](params, errors);
}
