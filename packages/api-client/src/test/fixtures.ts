// Answers as the reference server gives them (docs/product/api.md shapes, money in AED),
// checked against openapi/api.yaml by the tests before the client reads them.

const ts = '2026-03-01T08:30:00Z';
const name = (en: string, ar: string) => ({ en, ar });

/** An employee. */
export const user = {
  id: 3,
  name: name('Sara Ali', 'سارة علي'),
  email: 'sara@lamaa.ae',
  business_id: 1,
  branch_id: 2,
  branch: { id: 2, name: name('Al Quoz', 'القوز') },
};

/** A vehicle on a Dubai plate. */
export const vehicle = {
  id: 11,
  business_id: 1,
  user_id: 5,
  city_id: 1,
  car_brand_id: 4,
  car_model_id: null,
  car_type_id: 1,
  plate_type_id: 1,
  car_group_id: 2,
  color: '#000000',
  color_name: 'Black',
  year: 2022,
  code: 'K',
  numbers: '48213',
  vin_number: null,
  plate_img: null,
  image: null,
  city: { id: 1, name: name('Dubai', 'دبي') },
  brand: { id: 4, name: name('Toyota', 'تويوتا') },
  model: null,
  created_at: ts,
  updated_at: ts,
};

/** A customer with one vehicle. */
export const customer = {
  id: 5,
  business_id: 1,
  name: 'Ahmed Khan',
  email: null,
  email_verified_at: null,
  phone: '0501234567',
  phone_country: 'AE',
  phone_normalized: '+971501234567',
  phone_national: '050 123 4567',
  phone_e164: '+971501234567',
  phone_verified_at: null,
  language: 'en',
  city_id: null,
  cars: [vehicle],
  created_at: ts,
  updated_at: ts,
};

/** A service with an exclusive option priced per car group. */
export const service = {
  id: 20,
  name: name('Exterior Wash', 'غسيل خارجي'),
  icon: { url: '/icons/wash.svg' },
  included: [name('Foam', 'رغوة')],
  is_add_ons: false,
  options: [
    {
      id: 201,
      name: name('Ceramic', 'سيراميك'),
      is_exclusive: 1,
      prices: [
        { id: 1, group_type_car_id: 1, price: 150 },
        { id: 2, group_type_car_id: 2, price: 175.5 },
        { id: 3, group_type_car_id: 3, price: 0.29 },
      ],
    },
  ],
};

/** A package priced per car group (`id` is the group). */
export const pkg = {
  id: 30,
  name: name('Monthly Care', 'عناية شهرية'),
  image: null,
  is_active: 1,
  prices: [
    { id: 1, price: 399 },
    { id: 2, price: 449.99 },
  ],
};

/** A discounted product. */
export const product = {
  id: 40,
  name: name('Air Freshener', 'معطر'),
  image: { url: '/p/40.png' },
  price: 25,
  before_discount_price: 35.5,
};

/** Coupons: a percentage one and a fixed one with a minimum total. */
export const coupons = [
  { id: 1, code: 'EID10', value: 10, type: 'Percentage', minimum_total_price: null },
  { id: 2, code: 'SAVE25', value: 25.5, type: 'Fixed', minimum_total_price: 100 },
];

/** Vaults, one with a sub type. */
export const vaults = [
  {
    id: 1,
    business_id: 1,
    vaultable_type: 'branch',
    vaultable_id: 2,
    vault_provider: null,
    title: 'Main Cash',
    name: name('Main Cash', 'الصندوق'),
    balance: 1200.75,
    type: 'cash',
    sub_type: null,
    created_at: ts,
    updated_at: ts,
  },
  {
    id: 2,
    business_id: 1,
    vaultable_type: null,
    vaultable_id: null,
    vault_provider: 'network',
    title: 'POS Visa',
    name: null,
    // No balance: the server leaves it out for a role that may not read it.
    type: 'card',
    sub_type: 'visa',
    created_at: ts,
    updated_at: ts,
  },
];

/** A cart pricing answer with a service line in conflict and a product line. */
export const cartPricing = {
  success: true,
  message: null,
  service_price: 8.78,
  service_percentage: 5,
  subtotal_price: 175.5,
  total_price: 184.28,
  shipping_price: 0,
  discount_price: 0,
  min_order_percentage: 20,
  min_payment_price: 36.86,
  is_valid_coupon: { value: false, reasons: ['Minimum total is 200 AED'] },
  count: 2,
  quantity: 3,
  services: [
    {
      cart: {
        purchasable: { name: service.name, icon: { url: '/icons/wash.svg' } },
        purchasable_id: 20,
        purchasable_type: 'service',
        quantity: 1,
        option_ids: [201],
        is_add_ons: false,
        add_ons_price: null,
      },
      payload: {
        price: 175.5,
        status: 'conflict',
        conflicts: [202],
        message: 'Only one exclusive service option can be in the cart.',
      },
    },
  ],
  products: [
    {
      cart: {
        purchasable: { name: product.name, icon: null },
        purchasable_id: 40,
        purchasable_type: 'product',
        quantity: 2,
        option_ids: null,
        is_add_ons: false,
        add_ons_price: null,
      },
      payload: { price: 25, status: 'ok', conflicts: [], message: null },
    },
  ],
};

/** An order in every money field. */
export const order = {
  id: 7,
  order_number: 'ORD-1042',
  user_name: 'Ahmed Khan',
  branch_name: 'Al Quoz',
  branch: { id: 2, name: name('Al Quoz', 'القوز') },
  status: 'pending',
  payment_status: null,
  payment_method: 'cash',
  payment_method_id: 'cash',
  is_partial: false,
  cash: null,
  subtotal_price: 175.5,
  service_price: 8.78,
  discount_price: 10,
  shipping_price: 0,
  total_price: 174.28,
  purchasable_type: 'service',
  purchasable_name: name('Exterior Wash', 'غسيل خارجي'),
  estimated_completion: null,
  booking_date: '2026-03-02',
  booking_time: '10:00',
  shipping_method: null,
  location_type: 'in_shop',
  address: null,
  items: [
    {
      id: 70,
      purchasable_id: 20,
      purchasable_type: 'service',
      name: name('Exterior Wash', 'غسيل خارجي'),
      quantity: 1,
      price: 175.5,
      options: [{ id: 201, name: name('Ceramic', 'سيراميك') }],
    },
  ],
  car: vehicle,
  customer: { id: 5, name: 'Ahmed Khan', phone: '+971501234567', email: null },
  created_at: ts,
  updated_at: ts,
};

/** A supplier and a material. */
export const supplier = { id: 2, name: name('Gulf Supply', 'الخليج للتوريد'), description: null };
export const material = {
  id: 8,
  name: name('Microfiber', 'ألياف'),
  description: name('Cloth', 'قماش'),
};

/** A created invoice with a generated barcode. */
export const invoice = {
  id: 9,
  supplier,
  branch: { id: 2, name: name('Al Quoz', 'القوز') },
  material_items: [
    { id: 90, material_id: 8, quantity: 3, price: 12.5, barcode: 'LM-000123', include_tax: true },
  ],
  attachments: [{ id: 1, name: 'bill.pdf', size: 1024, mime_type: 'application/pdf', url: null }],
  total: 37.5,
  created_at: ts,
};
