import { describe, expect, it } from 'vitest';
import { plateCodeInput, toLookupList, toPlateLetters, toVehicleFormData } from './lookup-list.js';

describe('toLookupList', () => {
  it('reads an array or a data wrapper of entries with an id and name {en, ar}', () => {
    const dubai = { id: 1, name: { en: 'Dubai', ar: 'دبي' } };
    expect(toLookupList([dubai])).toEqual([dubai]);
    expect(toLookupList({ data: [dubai, { id: '2', name: 'Sharjah' }] })).toEqual([
      dubai,
      { id: 2, name: { en: 'Sharjah', ar: 'Sharjah' } },
    ]);
  });

  it('drops entries without an id and names a nameless entry by its id', () => {
    expect(toLookupList([{ name: 'x' }, { id: 0 }, { id: 'x1' }, 'Dubai', { id: 7 }])).toEqual([
      { id: 7, name: { en: '7', ar: '7' } },
    ]);
    expect(toLookupList('nope')).toEqual([]);
  });
});

describe('toVehicleFormData', () => {
  it('reads the four look-up lists, missing lists empty', () => {
    expect(toVehicleFormData({ data: { cities: [{ id: 1, name: 'Dubai' }] } })).toEqual({
      cities: [{ id: 1, name: { en: 'Dubai', ar: 'Dubai' } }],
      car_brands: [],
      car_groups: [],
      car_types: [],
    });
  });

  it('is null when the answer is not an object', () => {
    expect(toVehicleFormData([1, 2])).toBeNull();
    expect(toVehicleFormData(null)).toBeNull();
  });
});

describe('toPlateLetters', () => {
  it('converts plate letters to strings', () => {
    expect(toPlateLetters(['A', 7, { id: 3, name: { en: 'B' } }, ' C '])).toEqual([
      'A',
      '7',
      'B',
      'C',
    ]);
    expect(toPlateLetters({ data: [1, 2] })).toEqual(['1', '2']);
  });

  it('drops blanks, repeats and what is not a letter', () => {
    expect(toPlateLetters(['', 'A', 'A', Number.NaN, null, { id: 1 }])).toEqual(['A']);
    expect(toPlateLetters(undefined)).toEqual([]);
  });
});

describe('plateCodeInput', () => {
  it('is a dropdown if codes exist, otherwise free text', () => {
    expect(plateCodeInput(['A', 'B'])).toBe('select');
    expect(plateCodeInput([])).toBe('text');
  });
});
