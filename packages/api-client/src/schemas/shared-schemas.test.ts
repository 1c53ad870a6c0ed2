import { fc, test } from '@fast-check/vitest';
import { filsToAed } from '@lamaa/domain';
import { describe, expect, it } from 'vitest';
import {
  entityOf,
  errorBodySchema,
  filsSchema,
  flagSchema,
  idSchema,
  imageUrlSchema,
  listOf,
  nameSchema,
  nullableFilsSchema,
} from './shared-schemas.js';

describe('filsSchema', () => {
  it('reads AED decimals as integer fils without float noise', () => {
    expect(filsSchema.parse(12.5)).toBe(1250);
    expect(filsSchema.parse(0.29)).toBe(29);
    expect(filsSchema.parse('105.10')).toBe(10510);
  });

  it('refuses what is not an amount', () => {
    expect(filsSchema.safeParse('twelve').success).toBe(false);
    expect(filsSchema.safeParse(null).success).toBe(false);
  });

  test.prop([fc.integer({ min: -1e12, max: 1e12 })])(
    'reads back every fils amount sent as AED',
    (fils) => {
      expect(filsSchema.parse(filsToAed(fils))).toBe(fils);
      expect(filsSchema.parse(String(filsToAed(fils)))).toBe(fils);
    },
  );
});

describe('nullableFilsSchema', () => {
  it('reads null, absent and empty as null and amounts as fils', () => {
    expect(nullableFilsSchema.parse(null)).toBeNull();
    expect(nullableFilsSchema.parse(undefined)).toBeNull();
    expect(nullableFilsSchema.parse('')).toBeNull();
    expect(nullableFilsSchema.parse(7.25)).toBe(725);
    expect(nullableFilsSchema.safeParse('abc').success).toBe(false);
  });
});

describe('flagSchema', () => {
  it('reads 1, "1" and true as yes, everything else allowed as no', () => {
    expect([1, '1', true].map((v) => flagSchema.parse(v))).toEqual([true, true, true]);
    expect([0, '0', false, null, undefined].map((v) => flagSchema.parse(v))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(flagSchema.safeParse(2).success).toBe(false);
  });
});

describe('idSchema, nameSchema and imageUrlSchema', () => {
  it('reads numeric-string ids as numbers and refuses non-positive ids', () => {
    expect(idSchema.parse('12')).toBe(12);
    expect(idSchema.safeParse(0).success).toBe(false);
  });

  it('reads a plain name as the English side and fills a missing Arabic side', () => {
    expect(nameSchema.parse('Ali')).toEqual({ en: 'Ali', ar: '' });
    expect(nameSchema.parse({ en: 'Wash', ar: null })).toEqual({ en: 'Wash', ar: '' });
  });

  it('reads an image object, a URL string or nothing', () => {
    expect(imageUrlSchema.parse({ url: '/a.png' })).toBe('/a.png');
    expect(imageUrlSchema.parse('/b.png')).toBe('/b.png');
    expect(imageUrlSchema.parse(null)).toBeNull();
  });
});

describe('listOf and entityOf', () => {
  it('reads a list bare or in a data wrapper', () => {
    expect(listOf(idSchema).parse([1, 2])).toEqual([1, 2]);
    expect(listOf(idSchema).parse({ data: [3] })).toEqual([3]);
    expect(listOf(idSchema).safeParse({ items: [3] }).success).toBe(false);
  });

  it('reads an object bare or in a data wrapper', () => {
    const thing = entityOf(idSchema);
    expect(thing.parse(4)).toBe(4);
    expect(thing.parse({ data: 5 })).toBe(5);
  });
});

describe('errorBodySchema', () => {
  it('reads field errors as lists even when a server sends one string', () => {
    expect(
      errorBodySchema.parse({ message: 'Bad', errors: { phone: 'Taken', name: ['Required'] } }),
    ).toEqual({
      message: 'Bad',
      errors: { phone: ['Taken'], name: ['Required'] },
    });
  });
});
