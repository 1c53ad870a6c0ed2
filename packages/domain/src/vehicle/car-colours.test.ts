import { describe, expect, it } from 'vitest';
import { CAR_COLOUR_NAMES, carColourHex, carColourName } from './car-colours.js';

describe('car colours', () => {
  it('reads a stored name in any case, and nothing for a custom colour', () => {
    expect(carColourName('White')).toBe('white');
    expect(carColourName(' silver ')).toBe('silver');
    expect(carColourName('Teal')).toBeNull();
    expect(carColourName(null)).toBeNull();
  });

  it('offers white, black, silver, grey, red and blue, each with its own hex', () => {
    expect(CAR_COLOUR_NAMES.slice(0, 6)).toEqual([
      'white',
      'black',
      'silver',
      'grey',
      'red',
      'blue',
    ]);
    expect(carColourHex('black')).toBe('#000000');
    const hexes = CAR_COLOUR_NAMES.map(carColourHex);
    expect(new Set(hexes).size).toBe(hexes.length);
    expect(hexes.every((hex) => /^#[0-9A-F]{6}$/.test(hex))).toBe(true);
  });
});
