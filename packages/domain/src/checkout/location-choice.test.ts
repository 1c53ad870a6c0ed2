import { describe, expect, it } from 'vitest';
import {
  canSearchPlaces,
  hasCoordinates,
  locationType,
  validateLocation,
} from './location-choice.js';

describe('locationType', () => {
  it('maps indoor to in_shop and outdoor to remote', () => {
    expect(locationType('indoor')).toBe('in_shop');
    expect(locationType('outdoor')).toBe('remote');
  });
});

describe('validateLocation', () => {
  it('needs an address or coordinates outdoors', () => {
    expect(validateLocation({ type: 'outdoor', address: '  ' })).toEqual({
      ok: false,
      code: 'checkout.address-required',
    });
    expect(validateLocation({ type: 'outdoor', address: 'Villa 12, Jumeirah 1' }).ok).toBe(true);
    expect(validateLocation({ type: 'outdoor', latitude: 25.2, longitude: 55.27 }).ok).toBe(true);
  });
  it('limits the address to 500 characters', () => {
    expect(validateLocation({ type: 'outdoor', address: 'a'.repeat(500) }).ok).toBe(true);
    expect(validateLocation({ type: 'outdoor', address: 'a'.repeat(501) })).toEqual({
      ok: false,
      code: 'checkout.address-too-long',
      params: { max: 500 },
    });
  });
  it('accepts indoor as is and refuses no choice', () => {
    expect(validateLocation({ type: 'indoor' }).ok).toBe(true);
    expect(validateLocation(null)).toEqual({ ok: false, code: 'checkout.location-missing' });
  });
  it('does not count impossible coordinates', () => {
    expect(hasCoordinates({ type: 'outdoor', latitude: 95, longitude: 55 })).toBe(false);
    expect(hasCoordinates({ type: 'outdoor', latitude: Number.NaN, longitude: 55 })).toBe(false);
    expect(hasCoordinates({ type: 'outdoor', latitude: 25, longitude: null })).toBe(false);
  });
});

describe('canSearchPlaces', () => {
  it('starts place search at 2 characters', () => {
    expect(canSearchPlaces('J')).toBe(false);
    expect(canSearchPlaces(' J ')).toBe(false);
    expect(canSearchPlaces('Ju')).toBe(true);
  });
});
