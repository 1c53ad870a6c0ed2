// The kit's shared strings in English, the source language. Keys are flat
// `namespace.kebab-key`; the namespaces listed in SPEC_TEXT_NAMESPACES hold the exact
// texts of docs/product/texts.md (checked by a test), `common` holds the kit's own labels.

/** English shared strings; every other language must have exactly these keys. */
import type { RefusalMessageKey } from './refusal-en.js';

export const en = {
  // docs/product/texts.md, errors: the error catalogue (messages, toasts and fallbacks)
  'errors.login-failed': 'Login failed. Please try again.',
  'errors.create-customer-failed': 'Failed to create customer. Please try again.',
  'errors.validation-errors': 'Validation errors: {{errors}}',
  'errors.invalid-response': 'Invalid response from server. Please try again.',
  'errors.create-vehicle-failed': 'Failed to create vehicle. Please try again.',
  'errors.load-form-data-failed': 'Failed to load form data. Please try again.',
  'errors.load-customers-failed': 'Failed to load customers',
  'errors.submit-cart-failed': 'Failed to submit cart',
  'errors.sync-cart-with-server-failed': 'Failed to sync cart with server',
  'errors.sync-cart-failed': 'Failed to sync cart',
  'errors.fetch-vaults-failed': 'Failed to fetch vaults',
  'errors.submit-order-failed': 'Failed to submit order',
  'errors.order-submission-failed': 'Order submission failed',
  'errors.checkout-failed': 'An error occurred during checkout',
  'errors.invalid-coupon': 'Invalid coupon code',
  'errors.load-coupons-failed': 'Failed to load coupons',
  'errors.load-vaults-failed': 'Failed to load vaults',
  'errors.load-time-slots-failed': 'Failed to load available time slots',
  'errors.fetch-orders-failed': 'Failed to fetch orders',
  'errors.clear-cart-failed': 'Failed to clear cart',
  'errors.apply-discount-failed': 'Failed to apply discount',
  'errors.remove-discount-failed': 'Failed to remove discount',
  'errors.update-quantity-failed': 'Failed to update item quantity',
  'errors.remove-item-failed': 'Failed to remove item',
  'errors.remove-service-option-failed': 'Failed to remove service option',
  'errors.update-price-failed': 'Failed to update price on server',
  'errors.load-packages-failed': 'Failed to load packages',
  'errors.load-products-failed': 'Failed to load products',
  'errors.load-services-failed': 'Failed to load services',
  'errors.add-package-failed': 'Failed to add package to cart',
  'errors.add-product-failed': 'Failed to add product to cart',
  'errors.add-service-failed': 'Failed to add service to cart',
  'errors.load-profile-failed': 'Failed to load profile data',
  'errors.delete-order-failed': 'Failed to delete order',
  'errors.complete-payment-failed': 'Failed to complete payment',
  'errors.load-map-failed': 'Failed to load map. Please check your internet connection',
  'errors.fetch-materials-failed': 'Failed to fetch materials',
  'errors.fetch-suppliers-failed': 'Failed to fetch suppliers',
  'errors.create-invoice-failed': 'Failed to create invoice',
  'errors.add-supplier-failed': 'Failed to add supplier',
  'errors.load-materials-and-suppliers-failed': 'Failed to load materials and suppliers',
  'errors.title-error': 'Error',
  'errors.title-validation-error': 'Validation Error',
  // docs/product/texts.md, errors: attachment checks (FileDrop)
  'errors.invalid-file-type': 'Invalid file type',
  'errors.file-too-large': 'File too large (max 10MB)',
  'errors.file-already-attached': 'File already attached',

  // docs/product/texts.md, toasts: success and info toasts
  'toasts.order-submitted': 'Order submitted successfully',
  'toasts.order-completed': 'Order completed successfully! Ready for next customer.',
  'toasts.order-deleted': 'Order deleted successfully',
  'toasts.partial-payment-processed': 'Partial payment processed successfully',
  'toasts.payment-completed': 'Payment completed successfully',
  'toasts.materials-and-suppliers-loaded': 'Materials and suppliers loaded successfully',
  'toasts.cart-cleared': 'Cart cleared successfully',
  'toasts.item-removed': 'Item removed from cart',
  'toasts.price-updated': 'Price updated successfully',
  'toasts.reference-copied': 'Reference number copied!',
  'toasts.supplier-added': "Supplier '{{name}}' added",
  'toasts.invoice-created': 'Invoice #{{id}} created successfully',
  'toasts.item-updated': 'Item updated successfully',
  'toasts.coupon-applied': 'Coupon {{code}} applied successfully',
  'toasts.coupon-removed': 'Coupon removed',
  'toasts.cart-cleared-customer-change': 'Cart cleared due to customer change',
  'toasts.cart-cleared-vehicle-change': 'Cart cleared due to vehicle change',
  'toasts.files-attached': '{{n}} file(s) attached successfully',
  'toasts.barcode-quantity-updated': 'Updated quantity for barcode',

  // docs/product/texts.md, empty: empty states
  'empty.no-customers': 'No customers found',
  'empty.no-vehicles': 'No vehicles available',
  'empty.no-vehicles-match': 'No vehicles match your search',
  'empty.no-services': 'No services found',
  'empty.no-packages': 'No packages found',
  'empty.no-products': 'No products found',
  'empty.no-time-slots': 'No time slots available',
  'empty.no-vaults': 'No vaults available',
  'empty.no-locations': 'No locations found',
  'empty.no-orders': 'No orders found',
  'empty.no-orders-yet': 'No orders yet',

  // docs/product/texts.md, actions, dialogs and busy: shared buttons and dialog texts
  'actions.remove': 'Remove',
  'actions.keep-item': 'Keep Item',
  'actions.cancel': 'Cancel',
  'actions.clear-cart-and-continue': 'Clear Cart & Continue',
  'actions.delete': 'Delete',
  'actions.retry': 'Retry',
  'actions.close': 'Close',
  'actions.add': 'Add',
  'actions.save-changes': 'Save Changes',
  'actions.logout': 'Logout',
  'actions.archive': 'Archive',
  'dialogs.delete-order-title': 'Delete Order',
  'busy.loading': 'Loading...',
  'busy.creating': 'Creating...',
  'busy.adding': 'Adding...',

  // docs/product/texts.md, pagination: the orders pager ({{pageCount}} carries the
  // trailing + itself)
  'pagination.showing': 'Showing {{from}} to {{to}} of {{total}} results',
  'pagination.page': 'Page {{page}} of {{pageCount}}',

  // The kit's own labels (accessible names and hints the spec does not word)
  'common.search': 'Search',
  'common.clear-search': 'Clear search',
  'common.previous-page': 'Previous',
  'common.next-page': 'Next',
  'common.pagination': 'Pagination',
  'common.dismiss': 'Dismiss',
  'common.notifications': 'Notifications',
  'common.no-results': 'No results',
  'common.country': 'Country',
  'common.phone-number': 'Phone number',
  'common.phone-invalid': 'Enter a valid phone number for the selected country',
  'common.characters-used': '{{count}} of {{max}} characters',
  'common.choose-files': 'Choose files',
  'common.drop-files': 'Drop files here, or choose them',
  'common.accepted-files': 'PDF, JPEG, JPG, PNG, GIF or WebP, up to 10 MB each',
  'common.remove-file': 'Remove {{name}}',
  'common.user': 'User',
  'common.language': 'Language',
  'common.english': 'English',
  'common.arabic': 'العربية',
  'common.main-navigation': 'Main navigation',
  'common.status-pending': 'Pending',
  'common.status-waiting-for-payment': 'Waiting for payment',
  'common.status-processing': 'Processing',
  'common.status-received': 'Received',
  'common.status-completed': 'Completed',
  'common.status-delivered': 'Delivered',
  'common.status-cancelled': 'Cancelled',
  'common.payment-paid': 'Paid',
  'common.payment-partially-paid': 'Partially paid',
  'common.payment-unpaid': 'Unpaid',
  'common.payment-partially-refunded': 'Partially refunded',
  'common.payment-refunded': 'Refunded',

  // Server refusals by code (docs/product/errors.md, Refusal codes); `server.refused` for an unknown code
  'server.refused': 'The server refused the request. Please try again.',
} as const;

/** A message key of the kit's first strings (those loaded with it), e.g. `'errors.login-failed'`. */
export type BaseMessageKey = keyof typeof en;

/** A message key of the kit, e.g. `'errors.login-failed'` or a refusal's `'server.slot-full'`. */
export type MessageKey = BaseMessageKey | RefusalMessageKey;

/** The kit's first strings for one language. */
export type BaseMessages = Readonly<Record<BaseMessageKey, string>>;

/** A complete set of the kit's strings for one language, refusal texts included. */
export type Messages = Readonly<Record<MessageKey, string>>;
