import type { ApiError } from '@lamaa/api-client';
import { describe, expect, it } from 'vitest';
import { creationFailureText } from './creation-failure-text.js';
import type { Text } from './use-text.js';

// Keys and values as they are asked for, so the test sees which text was chosen.
const t: Text = (key, values) => (values === undefined ? key : `${key} ${JSON.stringify(values)}`);

const http = (body: Extract<ApiError, { kind: 'http' }>['body']): ApiError => ({
  kind: 'http',
  status: 400,
  body,
});

describe('creationFailureText', () => {
  it('says the generic "could not create" of each form for a cause that is no API failure', () => {
    expect(creationFailureText(t, new Error('bug'), 'customer')).toBe('api.create-customer-failed');
    expect(creationFailureText(t, undefined, 'vehicle')).toBe('api.create-vehicle-failed');
  });

  it("names each refused field by the form's own label", () => {
    const refused = http({
      code: 'validation.failed',
      field_codes: { vin_number: { code: 'field.too-long', params: { max: 17 } } },
    });
    expect(creationFailureText(t, refused, 'vehicle')).toBe(
      'pos.vin: server.field-too-long {"max":17}',
    );
  });

  it("follows the creation chain otherwise: the server's message, then the generic text", () => {
    expect(creationFailureText(t, http({ message: 'Phone taken' }), 'customer')).toBe(
      'Phone taken',
    );
    expect(creationFailureText(t, { kind: 'timeout' }, 'vehicle')).toBe(
      'api.create-vehicle-failed',
    );
  });
});
