import { describe, expect, it } from 'vitest';
import { orderLabel, toLocalText } from './order-label.js';

describe('orderLabel', () => {
  it('gives brand, model and plate code plus numbers as data', () => {
    expect(
      orderLabel({
        brand: { en: 'Toyota', ar: 'تويوتا' },
        model: { name: { en: 'Camry' } },
        code: 'A',
        numbers: 12345,
      }),
    ).toEqual({
      brand: { en: 'Toyota', ar: 'تويوتا' },
      model: { en: 'Camry', ar: 'Camry' },
      plate: 'A 12345',
    });
  });

  it('reads car_brand and car_model when brand and model are absent', () => {
    expect(
      orderLabel({ car_brand: { name: { en: 'Kia' } }, car_model: 'Sportage', code: 12 }),
    ).toEqual({
      brand: { en: 'Kia', ar: 'Kia' },
      model: { en: 'Sportage', ar: 'Sportage' },
      plate: '12',
    });
  });

  it('leaves out what the car lacks', () => {
    expect(orderLabel({ brand: 'Nissan', numbers: '555' })).toEqual({
      brand: { en: 'Nissan', ar: 'Nissan' },
      model: null,
      plate: '555',
    });
    expect(orderLabel(null)).toEqual({ brand: null, model: null, plate: null });
  });
});

describe('toLocalText', () => {
  it('falls back to the other language when one is missing', () => {
    expect(toLocalText({ ar: 'لكزس' })).toEqual({ en: 'لكزس', ar: 'لكزس' });
    expect(toLocalText({ en: ' Lexus ', ar: null })).toEqual({ en: 'Lexus', ar: 'Lexus' });
  });

  it('is null for empty names', () => {
    expect(toLocalText('  ')).toBeNull();
    expect(toLocalText({ en: '', ar: '' })).toBeNull();
    expect(toLocalText({})).toBeNull();
    expect(toLocalText({ name: null })).toBeNull();
    expect(toLocalText(42)).toBeNull();
    expect(toLocalText({ en: 5, ar: 'x' })).toEqual({ en: 'x', ar: 'x' });
  });
});
