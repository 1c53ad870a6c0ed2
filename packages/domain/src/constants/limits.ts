// The business constants and limits of docs/product/constants.md, named once for every part.

/** Customer, place and catalogue search debounce. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Orders search debounce. */
export const ORDER_SEARCH_DEBOUNCE_MS = 500;
/** Place search starts at this many characters. */
export const PLACE_SEARCH_MIN_CHARS = 2;
/** How long a toast stays by default. */
export const TOAST_DURATION_MS = 3000;
/** Every API call is abandoned after this long. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** The business-id header every call carries. */
export const BUSINESS_ID_HEADER_VALUE = '1';
/** The coupon flow's "just applied" and "just removed" flags reset after these delays. */
export const COUPON_FLAG_RESET_MS = { applying: 200, feedback: 1000 } as const;
/** The session cookie lives this many days. */
export const TOKEN_LIFETIME_DAYS = 7;
/** Orders per page. */
export const ORDERS_PAGE_SIZE = 15;
/** Vehicle model years accepted. */
export const VEHICLE_YEAR_RANGE = { min: 1900, max: 2030 } as const;
/** A VIN is at most this long. */
export const VIN_MAX_LENGTH = 17;
/** A checkout address is at most this long. */
export const ADDRESS_MAX_LENGTH = 500;
/** A percentage discount cannot exceed this. */
export const PERCENTAGE_DISCOUNT_MAX = 100;
/** A service line's quantity is always this. */
export const SERVICE_LINE_QUANTITY = 1;
/** How many exclusive service options one cart may hold. */
export const EXCLUSIVE_OPTIONS_PER_CART = 1;
/** Car groups by size. */
export const CAR_GROUPS = { small: 1, medium: 2, large: 3 } as const;
/** The default phone country and the Gulf countries pinned first in that order. */
export const DEFAULT_PHONE_COUNTRY = 'AE';
export const PINNED_PHONE_COUNTRIES = ['AE', 'SA', 'QA', 'KW', 'BH', 'OM'] as const;
/** A new customer's language. */
export const DEFAULT_CUSTOMER_LANGUAGE = 'en';
/** A new vehicle's colour. */
export const DEFAULT_VEHICLE_COLOR = '#000000';
/** Each attachment is at most 10 MB, of these types. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** One invoice carries at most this many attachments, together at most this many bytes (20 MB). */
export const INVOICE_MAX_ATTACHMENTS = 10;
export const INVOICE_ATTACHMENTS_MAX_BYTES = 20 * 1024 * 1024;
export const ATTACHMENT_EXTENSIONS = ['pdf', 'jpeg', 'jpg', 'png', 'gif', 'webp'] as const;
/** Supplier name and description limits. */
export const SUPPLIER_NAME_MAX_LENGTH = 100;
export const SUPPLIER_DESCRIPTION_MAX_LENGTH = 200;
/** The map's default zoom and the Dubai-area centre used without geolocation. */
export const MAP_DEFAULT_ZOOM = 15;
export const MAP_DEFAULT_CENTER = { lat: 25.2048, lng: 55.2708 } as const;
/** The maps script loader tries this many times, with a growing delay. */
export const MAP_LOAD_RETRIES = 3;
/** The currency shown everywhere. */
export const CURRENCY = 'AED';
/** The page-switch dialog lists this many of the cart's last items. */
export const CLEAR_CART_PREVIEW_COUNT = 3;
/** An uploaded picture (catalogue image, logo) is at most 5 MB and 40 megapixels. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;
/**
 * The sizes the server keeps of an uploaded picture, in pixels: the counter's card (16:9, about
 * twice its column's width for sharp screens, cropped to fill) and the logo of the tax invoice
 * and receipt (fitted inside, never enlarged).
 */
export const IMAGE_SIZES = {
  card: { width: 640, height: 360 },
  logo: { width: 480, height: 160 },
} as const;
