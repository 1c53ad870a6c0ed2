// The English texts of the server's refusal codes (docs/product/errors.md): loaded after the
// first paint (loadRefusalTexts), not with the kit's first strings, since a refusal is rare and
// /scan's first load has little room. Until they arrive a refusal reads as `server.refused`.
export const refusalEn = {
  'server.validation-failed': 'Some details are not valid. Check the form and try again.',
  'server.request-not-json': 'The app sent a request the server cannot read. Please try again.',
  'server.request-invalid-json': 'The app sent a request the server cannot read. Please try again.',
  'server.request-malformed': 'The app sent a request the server cannot read. Please try again.',
  'server.request-bad-path': 'This address is not valid.',
  'server.request-too-large': 'The request is too large (the limit is {{limitKb}} KB).',
  'server.request-unknown-path': 'The server does not know this request. Please update the app.',
  'server.request-method-not-allowed':
    'The server does not know this request. Please update the app.',
  'server.request-nul-character':
    'Some text holds a character that cannot be saved. Remove it and try again.',
  'server.request-not-multipart': 'The invoice could not be sent. Please try again.',
  'server.request-multipart-unreadable': 'The invoice could not be sent. Please try again.',
  'server.server-error': 'Something went wrong on our side. Please try again in a moment.',
  'server.database-timeout':
    'The server is busy and did not answer in time. Please try again in a moment.',
  'server.database-unavailable':
    'The server cannot reach its database. Please try again in a moment.',
  'server.auth-unauthenticated': 'Your session has ended. Please sign in again.',
  'server.auth-invalid-credentials': 'These credentials do not match our records.',
  'server.auth-too-many-attempts':
    'Too many failed sign-in attempts. Please wait {{minutes}} minutes and try again.',
  'server.access-forbidden': 'Your role does not allow this. Ask the owner or a manager.',
  'server.customer-not-found': 'This customer was not found.',
  'server.customer-phone-country-unsupported': 'Phone numbers of {{country}} are not supported.',
  'server.customer-phone-invalid': 'This is not a valid {{country}} phone number.',
  'server.customer-phone-taken': 'This phone number already belongs to {{name}} (#{{id}}).',
  'server.vehicle-not-found': 'This vehicle was not found for the customer.',
  'server.employee-not-found': 'Your employee account was not found.',
  'server.city-not-found': 'This city was not found.',
  'server.car-brand-not-found': 'This car brand was not found.',
  'server.plate-type-not-found': 'This plate type was not found.',
  'server.service-not-found': 'A service in the cart is no longer offered (#{{id}}).',
  'server.service-option-not-found': 'Option #{{option}} is not an option of {{service}}.',
  'server.package-not-found': 'A package in the cart is no longer offered (#{{id}}).',
  'server.product-not-found': 'A product in the cart is no longer offered (#{{id}}).',
  'server.cart-mixed-kinds': 'A cart holds one kind of item: services, packages or products.',
  'server.cart-line-unavailable': '{{name}} cannot be ordered for this vehicle.',
  'server.cart-duplicate-option': 'Each option of a service can be added once.',
  'server.cart-exclusive-conflict': 'Only one exclusive service option can be in the cart.',
  'server.checkout-cart-empty': 'Cannot submit empty cart.',
  'server.coupon-invalid': 'Invalid coupon code',
  'server.coupon-mismatch': 'The coupon code {{code}} does not match the chosen coupon.',
  'server.coupon-minimum-total-not-met':
    'This coupon needs a cart subtotal of at least {{minimum, money}}.',
  'server.coupon-invalid-terms': 'This coupon cannot be used.',
  'server.pricing-invalid-line': 'The cart could not be priced. Check the discount and the items.',
  'server.pricing-invalid-discount':
    'The cart could not be priced. Check the discount and the items.',
  'server.pricing-invalid-amount':
    'The cart could not be priced. Check the discount and the items.',
  'server.pricing-discount-coupon-conflict':
    'A coupon cannot be combined with a manual discount. Remove the discount first.',
  'server.order-not-found': 'This order was not found.',
  'server.order-address-required': 'An outdoor order needs an address or a location on the map.',
  'server.order-amount-required': 'A partial payment needs an amount.',
  'server.order-amount-out-of-range': 'Amount must be between 0 and {{max}}',
  'server.order-already-paid': 'This order is already paid.',
  'server.order-cancelled-not-payable': 'A cancelled order cannot be paid.',
  'server.order-status-not-deletable':
    'Only pending, cancelled or waiting-for-payment orders can be deleted.',
  'server.order-has-payments':
    'An order with payments cannot be deleted: a payment is undone by a refund.',
  'server.payment-cash-invalid': 'Please enter a valid cash amount',
  'server.payment-partial-exceeds-total': 'Partial payment amount cannot exceed order total',
  'server.payment-cash-below-total':
    'Cash amount must be greater than or equal to order total for full payment',
  'server.payment-split-parts-invalid': 'A split payment has from 1 to {{max}} parts.',
  'server.payment-split-cash-twice': 'A split payment has at most one cash part.',
  'server.payment-split-amount-invalid': 'Part {{part}}: enter an amount above 0.',
  'server.payment-split-card-over-remainder':
    'Part {{part}}: a card, online or bank part is at most what is still owed ({{max, money}}).',
  'server.payment-split-over-total':
    'Part {{part}}: the parts come to more than what is owed ({{max, money}} left for it).',
  'server.payment-split-change-not-cash':
    'Part {{part}}: only cash may be handed over above its amount, and never below it.',
  'server.vault-not-found': 'This vault was not found.',
  'server.slot-not-found':
    'This time slot does not exist. Please select a time slot from the list.',
  'server.slot-started': 'This time slot has already started. Please select a later time slot.',
  'server.slot-full': 'This time slot is fully booked. Please select another time slot.',
  'server.idempotency-key-reused':
    'This request was already sent with other details. Please try again.',
  'server.idempotency-in-progress': 'This request is still being processed. Try again in a moment.',
  'server.idempotency-key-invalid':
    'The app sent a request the server cannot read. Please try again.',
  'server.supplier-not-found': 'This supplier was not found.',
  'server.branch-not-found': 'This branch was not found.',
  'server.intake-material-not-found': 'The selected material was not found (#{{id}}).',
  'server.intake-barcode-exists': 'This barcode already exists: {{barcode}}',
  'server.intake-barcode-required': 'Please enter a barcode',
  'server.attachment-not-a-file': 'Each attachment must be a file.',
  'server.attachment-too-large': 'File too large (max 10MB): {{name}}',
  'server.attachment-invalid-type': 'Invalid file type: {{name}}',
  'server.attachment-too-many': 'An invoice takes at most {{max}} attachments.',
  'server.attachment-total-too-large':
    'The attachments of one invoice may come to at most {{maxMb}} MB together.',
  'server.money-too-large': 'The amount may not be greater than {{max, money}}.',
  'server.cart-line-too-large':
    'One line may come to at most {{max, money}}: lower its quantity or price.',
  'server.cart-total-too-large':
    'An order may come to at most {{max, money}}: split it into several orders.',
  'server.invoice-line-too-large':
    'One invoice line may come to at most {{max, money}}: lower its quantity or price.',
  'server.invoice-total-too-large':
    'An invoice may come to at most {{max, money}}: split it into several invoices.',
  'server.business-trn-invalid': 'The Tax Registration Number must be exactly 15 digits.',
  'server.business-trn-required': 'A VAT-registered business needs its Tax Registration Number.',
  'server.branch-emirate-required': 'Choose the emirate of this branch.',
  'server.branch-city-required': 'Enter the city of this branch.',
  'server.staff-branch-required': 'Choose the branch this employee works in.',
  'server.staff-not-found': 'This employee was not found.',
  'server.staff-email-taken': 'This email already belongs to an employee.',
  'server.staff-self-change':
    'You cannot change your own role, branch or access. Ask the owner or another manager.',
  'server.staff-inactive': 'This employee is deactivated. Reactivate them first.',
  'server.password-too-short': 'The password must be at least {{min}} characters.',
  'server.password-link-invalid':
    'This set-password link is not valid or was already used. Ask for a new link.',
  'server.password-link-expired': 'This set-password link has expired. Ask for a new link.',
  'server.approval-required':
    "This needs a manager's approval. Ask a manager of this branch or the owner.",
  'server.approval-pin-invalid':
    'This PIN is not the PIN of a manager of this branch or the owner. Try again.',
  'server.approval-pin-format': 'An approval PIN is 4 to 6 digits.',
  'server.approval-token-invalid':
    'This approval has expired or was given for something else. Ask for the PIN again.',
  'server.approval-too-many-attempts':
    'Too many wrong PINs. Please wait {{minutes}} minutes and try again.',
  'server.approval-threshold-invalid':
    'Enter a whole percentage from 1 to 100 and an amount above 0.',
  'server.catalogue-text-required': 'Enter this in English and in Arabic.',
  'server.catalogue-text-too-long': 'This text is too long.',
  'server.catalogue-price-invalid': 'Enter a price of zero (no price) or more.',
  'server.catalogue-price-too-large': 'A price may not be greater than 1,000,000 AED.',
  'server.catalogue-car-group-unknown': 'Choose a small, medium or large car group.',
  'server.catalogue-display-order-invalid': 'Enter a whole number from 0 to 9999.',
  'server.catalogue-before-discount-low': 'The price before discount may not be below the price.',
  'server.catalogue-too-many-entries': 'This list has too many entries.',
  'server.catalogue-icon-unknown': 'Choose one of the icons in the list, or none.',
  'server.shift-not-open': 'This cash drawer has no open shift. Open a shift to take cash.',
  'server.shift-already-open': 'This cash drawer already has an open shift.',
  'server.shift-closed': 'This shift is already closed.',
  'server.shift-not-found': 'Shift not found.',
  'server.shift-vault-not-cash': 'Shifts are kept on cash drawers only.',
  'server.shift-amount-invalid': 'Enter an amount in AED, 0 or more.',
  'server.shift-counts-invalid': 'Count each note and coin as a whole number.',
  'server.shift-counts-mismatch': 'The total does not match the notes and coins counted.',
  'server.shift-reason-invalid': 'Choose a bank drop, a float top-up or a petty expense.',
  'server.shift-note-too-long': 'The note can have at most {{max}} characters.',
  'server.shift-variance-reason-required': 'The count is off by more than allowed: write a reason.',
  'server.shift-threshold-invalid': 'The variance threshold must be an amount of 0 or more.',
  'server.refund-order-not-paid': 'Nothing was paid on this order, so there is nothing to refund.',
  'server.refund-nothing-refundable': 'Everything paid on this order has already been refunded.',
  'server.refund-exceeds-refundable':
    'A refund cannot be more than what is left of the payments: at most {{max, money}}.',
  'server.refund-amount-invalid': 'Enter an amount above 0 to refund.',
  'server.refund-lines-required': 'Choose at least one item to refund.',
  'server.refund-plan-held':
    'This sale holds a plan still in use: cancel the plan in the office to refund it.',
  'server.refund-line-unknown': 'Item {{line}} is not on this order.',
  'server.refund-line-already-refunded': 'Item {{line}} was already refunded.',
  'server.credit-note-not-found': 'There is no credit note with this link.',
  'server.plan-not-found': 'This plan no longer exists.',
  'server.entitlement-not-found': 'This vehicle does not hold that plan.',
  'server.plan-cancelled': 'This plan was cancelled on {{cancelled_on}}.',
  'server.plan-frozen': 'This plan is frozen since {{frozen_on}}.',
  'server.plan-not-started': 'This plan starts on {{starts_on}}.',
  'server.plan-expired': 'This plan ended on {{ends_on}}.',
  'server.plan-branch-not-covered': 'This plan cannot be used at this branch.',
  'server.plan-car-group-not-covered': "This plan does not cover this vehicle's car group.",
  'server.plan-service-not-covered': 'This plan does not cover this service.',
  'server.plan-used-up': 'This plan has no uses left.',
  'server.plan-value-too-low':
    'This plan has {{left, money}} left, less than this line ({{price, money}}).',
  'server.plan-limit-reached':
    'This plan allows {{limit}} per $t(server.plan-period-{{period}}), and that is used up.',
  'server.plan-period-day': 'day',
  'server.plan-period-week': 'week',
  'server.plan-period-month': 'month',
  'server.plan-kind-unknown': 'Choose unlimited, a number of uses, or a stored value.',
  'server.plan-uses-invalid': 'Enter a whole number of uses from 1 to 1000.',
  'server.plan-value-invalid': 'Enter a value above 0, at most 1,000,000 AED.',
  'server.plan-validity-invalid': 'Enter 1 to 3660 days or 1 to 120 months.',
  'server.plan-limit-invalid': 'Leave the limit empty or enter a whole number from 1 to 1000.',
  'server.plan-coverage-required': 'Choose at least one service option the plan covers.',
  'server.plan-already-frozen': 'This plan is already frozen since {{frozen_on}}.',
  'server.plan-not-frozen': 'This plan is not frozen.',
  'server.plan-transfer-same-vehicle': 'Choose another vehicle: the plan is already on this one.',
  'server.plan-transfer-other-customer':
    'A plan moves only to another vehicle of the same customer.',
  'server.plan-reason-required': 'Write the reason (at most 500 characters).',
  'server.coupon-inactive': 'This coupon is switched off.',
  'server.coupon-wrong-branch': 'This coupon does not apply at this branch.',
  'server.coupon-not-started': 'This coupon applies from {{from}}.',
  'server.coupon-expired': 'This coupon ended on {{to}}.',
  'server.coupon-used-up': 'This coupon has been used as often as it allows ({{limit}}).',
  'server.coupon-customer-used-up':
    'This customer has already used this coupon as often as it allows ({{limit}}).',
  'server.coupon-code-required': 'Write the coupon code.',
  'server.coupon-code-invalid': 'A coupon code is up to 32 letters, digits, dashes or underscores.',
  'server.coupon-code-taken': 'Another coupon of the business already has this code.',
  'server.coupon-branch-beyond-reach':
    "A manager's coupon applies at their own branch only: choose it alone.",
  'server.coupon-value-invalid':
    'The value must be above zero (a percentage, or an amount in AED).',
  'server.coupon-percent-too-large': 'A percentage coupon takes at most 100 %.',
  'server.coupon-amount-too-large': 'This amount is too large for a coupon.',
  'server.coupon-minimum-invalid': 'The minimum order total must be zero or more.',
  'server.coupon-date-invalid': 'Write the day as a date (YYYY-MM-DD).',
  'server.coupon-dates-reversed': 'The last day may not be before the first day.',
  'server.coupon-uses-invalid':
    'A use limit is a whole number from 1; leave it empty for unlimited.',
  'server.coupon-not-found': 'Coupon not found.',
  'server.vault-method-required': 'Choose at least one payment method.',
  'server.vault-method-unknown': 'Choose payment methods from the list.',
  'server.vault-title-taken': 'Another vault of this branch already has this title.',
  'server.vault-archived': 'This vault is archived. Choose another vault.',
  'server.vault-method-not-taken':
    'This vault does not take this payment method. Choose another vault.',
  'server.vault-shift-open': 'This vault has an open shift: close the shift first.',
  'server.opening-hours-time-invalid': 'Enter a time as HH:MM, from 00:00 to 24:00.',
  'server.opening-hours-from-after-to': 'The closing time must be after the opening time.',
  'server.opening-hours-hours-uneven':
    'The open hours must hold a whole number of slots. Change the hours or the slot length.',
  'server.opening-hours-slot-length-invalid':
    'A slot lasts 5 to 720 minutes, in steps of 5 minutes.',
  'server.opening-hours-capacity-invalid': 'Enter a capacity from 1 to 99 bookings a slot.',
  'server.opening-hours-date-invalid': 'Choose a real date.',
  'server.opening-hours-date-past': "Choose today or a later date (the branch's calendar).",
  'server.opening-hours-date-repeated':
    'This date is already listed. A date is either closed or has special hours, once.',
  'server.import-file-empty': 'The file is empty: it needs a header row and rows below it.',
  'server.import-file-too-large': 'The file is too large (the limit is {{max_kb}} KB).',
  'server.import-too-many-rows':
    'The file has more than {{max}} rows: split it into smaller files.',
  'server.import-file-unreadable': 'This row cannot be read: a quote mark is not closed.',
  'server.import-column-missing': 'This column is missing from the header row.',
  'server.import-column-unknown': "This column is not one of the file's: remove or rename it.",
  'server.import-column-repeated': 'This column is in the header row twice.',
  'server.import-id-invalid': 'The id is a whole number, or empty for a new row.',
  'server.import-id-repeated': 'This id is already on row {{line}}.',
  'server.import-id-unknown': 'Nothing has the id {{id}}: leave it empty for a new row.',
  'server.import-service-unknown': 'No service has this id: use one from the services file.',
  'server.import-amount-invalid': 'Write an amount in AED, like 12.50.',
  'server.import-amount-required': 'The price is required.',
  'server.import-yes-no-invalid': 'Write yes or no.',
  'server.import-number-invalid': 'Write a whole number from 0 to 9999.',
  'server.import-included-mismatch': 'Included: {{en}} entries in English, {{ar}} in Arabic.',
  'server.import-rows-invalid': 'The file has {{count}} problems: nothing was imported.',
  'server.image-missing': 'Choose a picture to upload.',
  'server.image-too-large': 'The picture is too large. Choose one of at most {{maxMb}} MB.',
  'server.image-invalid-type': 'Choose a JPEG, PNG, GIF or WebP picture.',
  'server.image-undecodable': 'This picture is damaged or incomplete. Choose another one.',
  'server.image-too-many-pixels':
    'The picture is too large. Use at most {{maxMegapixels}} megapixels.',
  'server.image-unknown': 'Upload the picture again, then save.',
  'server.image-not-found': 'The picture is no longer there.',
} as const;

/** The message key of a refusal text, e.g. `'server.slot-full'`. */
export type RefusalMessageKey = keyof typeof refusalEn;
