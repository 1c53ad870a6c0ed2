import { describe, expect, it } from 'vitest';
import type { ApiError } from '../client/api-result.js';
import { API_MESSAGES, englishText, messageKey } from './api-messages.js';
import {
  cartErrorMessage,
  cartNotSuccessfulMessage,
  cartSyncErrorMessage,
  creationErrorMessage,
  invoiceErrorMessage,
  loginErrorMessage,
  orderErrorMessage,
  orderNotSuccessfulMessage,
  orderSuccessMessage,
  serverMessageOr,
} from './message-chains.js';

const http = (
  body: {
    code?: string;
    message?: string;
    params?: Record<string, string | number>;
    error?: string;
    errors?: Record<string, string[]>;
  },
  status = 422,
): ApiError => ({
  kind: 'http',
  status,
  body,
});
const timeout: ApiError = { kind: 'timeout' };
const network: ApiError = { kind: 'network', message: 'fetch failed' };
const invalid: ApiError = { kind: 'invalid-response', status: 200, issues: ['id: Required'] };

describe('loginErrorMessage', () => {
  it('shows the server message', () => {
    expect(
      loginErrorMessage(http({ message: 'These credentials do not match our records.' }, 401)),
    ).toEqual({
      kind: 'text',
      text: 'These credentials do not match our records.',
    });
  });

  it("falls back to 'Login failed. Please try again.'", () => {
    for (const error of [http({}, 500), http({ message: '  ' }), timeout, network]) {
      expect(englishText(loginErrorMessage(error))).toBe('Login failed. Please try again.');
    }
    expect(loginErrorMessage(timeout)).toEqual({ kind: 'key', key: 'api.login-failed' });
  });
});

describe('creationErrorMessage for a customer', () => {
  it('uses the message field first', () => {
    const error = http({
      message: 'The phone has already been taken.',
      error: 'duplicate',
      errors: { phone: ['Taken'] },
    });
    expect(creationErrorMessage(error, 'customer')).toEqual({
      kind: 'text',
      text: 'The phone has already been taken.',
    });
  });

  it('uses the error field when there is no message', () => {
    expect(
      creationErrorMessage(
        http({ error: 'Duplicate phone', errors: { phone: ['x'] } }),
        'customer',
      ),
    ).toEqual({
      kind: 'text',
      text: 'Duplicate phone',
    });
  });

  it("joins every field message with commas after 'Validation errors: '", () => {
    const error = http({
      errors: {
        name: ['The name field is required.'],
        phone: ['The phone is invalid.', 'The phone is too short.'],
      },
    });
    const message = creationErrorMessage(error, 'customer');
    expect(message).toEqual(
      messageKey('api.validation-errors', {
        errors: 'The name field is required., The phone is invalid., The phone is too short.',
      }),
    );
    expect(englishText(message)).toBe(
      'Validation errors: The name field is required., The phone is invalid., The phone is too short.',
    );
  });

  it("falls back to 'Failed to create customer. Please try again.' for empty bodies and non-server errors", () => {
    for (const error of [http({}), http({ errors: {} }), timeout, network]) {
      expect(englishText(creationErrorMessage(error, 'customer'))).toBe(
        'Failed to create customer. Please try again.',
      );
    }
  });

  it("answers 'Invalid response from server. Please try again.' when the customer has no id", () => {
    expect(englishText(creationErrorMessage(invalid, 'customer'))).toBe(
      'Invalid response from server. Please try again.',
    );
  });
});

describe('creationErrorMessage for a vehicle', () => {
  it("runs the same chain, ending 'Failed to create vehicle. Please try again.'", () => {
    expect(
      creationErrorMessage(http({ message: 'The year must be at most 2030.' }), 'vehicle'),
    ).toEqual({
      kind: 'text',
      text: 'The year must be at most 2030.',
    });
    expect(
      englishText(
        creationErrorMessage(
          http({ errors: { code: ['The code field is required.'] } }),
          'vehicle',
        ),
      ),
    ).toBe('Validation errors: The code field is required.');
    expect(englishText(creationErrorMessage(invalid, 'vehicle'))).toBe(
      'Failed to create vehicle. Please try again.',
    );
    expect(englishText(creationErrorMessage(network, 'vehicle'))).toBe(
      'Failed to create vehicle. Please try again.',
    );
  });
});

describe('cart sync messages', () => {
  it("uses the server message, else 'Failed to submit cart'", () => {
    expect(cartSyncErrorMessage(http({ message: 'Car not found' }, 404))).toEqual({
      kind: 'text',
      text: 'Car not found',
    });
    expect(englishText(cartSyncErrorMessage(timeout))).toBe('Failed to submit cart');
  });

  it("uses the message of a success=false answer, else 'Failed to sync cart'", () => {
    expect(cartNotSuccessfulMessage({ message: 'Coupon expired' })).toEqual({
      kind: 'text',
      text: 'Coupon expired',
    });
    expect(englishText(cartNotSuccessfulMessage({ message: null }))).toBe('Failed to sync cart');
  });

  it("saves a failure as the cart error, else 'Failed to sync cart with server'", () => {
    expect(cartErrorMessage({ kind: 'text', text: 'Car not found' })).toEqual({
      kind: 'text',
      text: 'Car not found',
    });
    expect(englishText(cartErrorMessage(null))).toBe('Failed to sync cart with server');
  });
});

describe('order submission messages', () => {
  it('uses the message, else the error text', () => {
    expect(orderErrorMessage(http({ message: 'The slot is full' }, 409))).toEqual({
      kind: 'text',
      text: 'The slot is full',
    });
    expect(orderErrorMessage(http({ error: 'slot_full' }, 409))).toEqual({
      kind: 'text',
      text: 'slot_full',
    });
  });

  it('appends every validation error as a sentence, never as JSON', () => {
    const errors = {
      vault_id: ['The vault id field is required.'],
      booking_time: ['The booking time field is required.', 'The booking time is not a slot.'],
    };
    expect(orderErrorMessage(http({ message: 'The given data was invalid.', errors }))).toEqual({
      kind: 'text',
      text: 'The given data was invalid. The vault id field is required. The booking time field is required. The booking time is not a slot.',
    });
    expect(englishText(orderErrorMessage(http({ errors })))).toBe(
      'Failed to submit order: The vault id field is required. The booking time field is required. The booking time is not a slot.',
    );
  });

  it("falls back to 'Failed to submit order'", () => {
    expect(englishText(orderErrorMessage(timeout))).toBe('Failed to submit order');
    expect(englishText(orderErrorMessage(http({ errors: {} })))).toBe('Failed to submit order');
  });

  it("uses a not-successful answer's message, else 'Order submission failed'", () => {
    expect(orderNotSuccessfulMessage({ message: 'Vault closed' })).toEqual({
      kind: 'text',
      text: 'Vault closed',
    });
    expect(englishText(orderNotSuccessfulMessage({ message: null }))).toBe(
      'Order submission failed',
    );
  });

  it("defaults the success message to 'Order submitted successfully'", () => {
    expect(orderSuccessMessage({ message: 'Order #1042 created' })).toEqual({
      kind: 'text',
      text: 'Order #1042 created',
    });
    expect(englishText(orderSuccessMessage({ message: '' }))).toBe('Order submitted successfully');
  });
});

describe('invoice and intake messages', () => {
  it('uses the server message, else the first field error, else the fallback', () => {
    expect(invoiceErrorMessage(http({ message: 'Supplier not found' }, 404))).toEqual({
      kind: 'text',
      text: 'Supplier not found',
    });
    expect(
      invoiceErrorMessage(
        http({
          errors: {
            'material_items.0.price': ['The price must be greater than 0.'],
            supplier_id: ['Required'],
          },
        }),
      ),
    ).toEqual({ kind: 'text', text: 'The price must be greater than 0.' });
    expect(englishText(invoiceErrorMessage(network))).toBe('Failed to create invoice');
  });

  it('gives the materials, suppliers, supplier-add and vault fallbacks', () => {
    expect(englishText(serverMessageOr(timeout, 'api.fetch-materials-failed'))).toBe(
      'Failed to fetch materials',
    );
    expect(englishText(serverMessageOr(network, 'api.fetch-suppliers-failed'))).toBe(
      'Failed to fetch suppliers',
    );
    expect(englishText(serverMessageOr(http({}), 'api.add-supplier-failed'))).toBe(
      'Failed to add supplier',
    );
    expect(englishText(serverMessageOr(http({}, 500), 'api.fetch-vaults-failed'))).toBe(
      'Failed to fetch vaults',
    );
    expect(
      serverMessageOr(http({ message: 'Branch closed' }), 'api.fetch-materials-failed'),
    ).toEqual({ kind: 'text', text: 'Branch closed' });
  });
});

describe('API_MESSAGES', () => {
  it('holds the exact English texts of SPEC.md section 8', () => {
    expect(API_MESSAGES['api.checkout-failed']).toBe('An error occurred during checkout');
    expect(API_MESSAGES['api.load-form-data-failed']).toBe(
      'Failed to load form data. Please try again.',
    );
    expect(API_MESSAGES['api.load-customers-failed']).toBe('Failed to load customers');
  });

  it('renders a missing parameter as empty rather than the placeholder', () => {
    expect(englishText(messageKey('api.validation-errors'))).toBe('Validation errors: ');
  });
});

describe('a refusal with a code', () => {
  const slotFull = http(
    { code: 'slot.full', message: 'This time slot is fully booked.', params: { n: 3 } },
    409,
  );
  const coded = {
    kind: 'code',
    code: 'slot.full',
    params: { n: 3 },
    text: 'This time slot is fully booked.',
  };

  it('wins over the server message in every chain that reads the body', () => {
    expect(loginErrorMessage(slotFull)).toEqual(coded);
    expect(serverMessageOr(slotFull, 'api.fetch-vaults-failed')).toEqual(coded);
    expect(creationErrorMessage(slotFull, 'customer')).toEqual(coded);
    expect(cartSyncErrorMessage(slotFull)).toEqual(coded);
    expect(orderErrorMessage(slotFull)).toEqual(coded);
    expect(invoiceErrorMessage(slotFull)).toEqual(coded);
  });

  it('names the code of a cart answer that is not successful', () => {
    expect(
      cartNotSuccessfulMessage({ message: 'A cart holds one kind.', code: 'cart.mixed-kinds' }),
    ).toEqual({ kind: 'code', code: 'cart.mixed-kinds', text: 'A cart holds one kind.' });
  });

  it('reads as the server English in englishText, for logs', () => {
    expect(englishText(orderErrorMessage(slotFull))).toBe('This time slot is fully booked.');
  });
});
