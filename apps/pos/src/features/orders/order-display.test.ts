import { vehicleSchema } from '@lamaa/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { amountDue, carParts, localName } from './order-display.js';
import { pageFromUrl } from './use-orders-url.js';

// The car as the client reads it from the API, through the real schema.
const car = vehicleSchema.parse({
  id: 31,
  code: 'B',
  numbers: 40721,
  brand: { name: { en: 'Toyota', ar: 'تويوتا' } },
  model: { name: { en: 'Camry', ar: '' } },
});

describe('carParts', () => {
  it('joins brand, model and plate code plus numbers in the language on screen', () => {
    expect(carParts({ car }, 'en')).toEqual({ name: 'Toyota Camry', plate: 'B 40721' });
    expect(carParts({ car }, 'ar')).toEqual({ name: 'تويوتا Camry', plate: 'B 40721' });
    expect(carParts({ car: null }, 'en')).toEqual({ name: '', plate: '' });
  });
});

describe('localName', () => {
  it('falls back to the other language and is empty without a name', () => {
    expect(localName({ en: 'Wash', ar: '' }, 'ar')).toBe('Wash');
    expect(localName(null, 'en')).toBe('');
  });
});

describe('amountDue', () => {
  it('is the total less what was paid, never below 0', () => {
    expect(amountDue({ total_price: 10500, cash: 4000 })).toBe(6500);
    expect(amountDue({ total_price: 10500, cash: null })).toBe(10500);
    expect(amountDue({ total_price: 10500, cash: 12000 })).toBe(0);
  });
});

describe('pageFromUrl', () => {
  it('reads a whole page of at least 1, else 1', () => {
    expect(pageFromUrl('3')).toBe(3);
    expect(pageFromUrl(null)).toBe(1);
    expect(pageFromUrl('0')).toBe(1);
    expect(pageFromUrl('-2')).toBe(1);
    expect(pageFromUrl('2.5')).toBe(1);
    expect(pageFromUrl('abc')).toBe(1);
  });
});
