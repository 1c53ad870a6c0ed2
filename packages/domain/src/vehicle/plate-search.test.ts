import { describe, expect, it } from 'vitest';
import { vehicleByPlateSearch } from './plate-search.js';

const first = { id: 1, code: 'B', numbers: '40721' };
const second = { id: 2, code: '3', numbers: '40 118' };

describe('vehicleByPlateSearch', () => {
  it('names the one vehicle whose plate numbers, or code and numbers, hold the search', () => {
    expect(vehicleByPlateSearch([first, second], '40721')).toBe(first);
    expect(vehicleByPlateSearch([first, second], ' b 407 ')).toBe(first);
    expect(vehicleByPlateSearch([first, second], '40118')).toBe(second);
    expect(vehicleByPlateSearch([first, second], '340118')).toBe(second);
  });
  it('names none for a search without digits, matching nothing, or matching several', () => {
    expect(vehicleByPlateSearch([first, second], 'Mariam')).toBeNull();
    expect(vehicleByPlateSearch([first, second], '999')).toBeNull();
    expect(vehicleByPlateSearch([first, second], '40')).toBeNull();
    expect(vehicleByPlateSearch([], '40721')).toBeNull();
  });
});

describe('vehicleByPlateSearch with plates partly unknown', () => {
  it('reads a missing code or missing numbers as empty', () => {
    const noCode = { id: 3, code: null, numbers: '55120' };
    const noNumbers = { id: 4, code: '7', numbers: null };
    expect(vehicleByPlateSearch([noCode, noNumbers], '55120')).toBe(noCode);
    expect(vehicleByPlateSearch([noCode, noNumbers], '7')).toBe(noNumbers);
  });
});
