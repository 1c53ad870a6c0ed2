// One money label on a screen: the currency a field is in comes from the kit's formatter (the
// AmountField writes it as the screen's amounts do), never typed into a text.
import { describe, expect, it } from 'vitest';

/** Every English and Arabic string module of the POS (`*-en.ts`, `*-ar.ts`). */
const modules = import.meta.glob<Record<string, unknown>>('../**/*-{en,ar}.ts', { eager: true });

/** A currency written into a label: «(AED)», «(درهم)», «(د.إ.)». */
const TYPED_UNIT = /\((AED|درهم|د\.إ\.?)\)/;

describe('money labels', () => {
  it('finds the string modules', () => {
    expect(Object.keys(modules)).toContain('../features/shifts/shifts-ar.ts');
  });

  it('types no currency into a field label, in English or Arabic', () => {
    const typed = Object.entries(modules).flatMap(([file, module]) =>
      Object.values(module).flatMap((strings) =>
        typeof strings === 'object' && strings !== null
          ? Object.entries(strings)
              .filter(([, text]) => typeof text === 'string' && TYPED_UNIT.test(text))
              .map(([key]) => `${file}: ${key}`)
          : [],
      ),
    );
    expect(typed).toEqual([]);
  });
});
