import { fc, test } from '@fast-check/vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { expect } from 'vitest';
import { vehicleFormMachine } from './vehicle-form-machine.js';

const META = { cities: [], car_brands: [], car_groups: [], car_types: [] };

test.prop([
  fc.scheduler(),
  fc.array(fc.tuple(fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }), fc.boolean()), {
    minLength: 1,
    maxLength: 6,
  }),
])(
  'however late look-up answers arrive, the models and letters are those of the latest choice',
  async (s, brandChoices) => {
    const machine = vehicleFormMachine.provide({
      actors: {
        loadFormData: fromPromise<unknown, void>(() => Promise.resolve(META)),
        loadModels: fromPromise<unknown, { brandId: number }>(({ input }) =>
          s.schedule(
            Promise.resolve([{ id: input.brandId * 10, name: `model of ${input.brandId}` }]),
          ),
        ),
        loadPlateTypes: fromPromise<unknown, { cityId: number }>(() => Promise.resolve([])),
        loadPlateLetters: fromPromise<unknown, { cityId: number; plateTypeId: number }>(
          ({ input }) => s.schedule(Promise.resolve([`L${input.plateTypeId}`])),
        ),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'dialog.open', userId: 1 });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'ready' }));
    actor.send({ type: 'city.select', id: 1 });
    await waitFor(actor, (snapshot) =>
      snapshot.matches({ open: { ready: { plateTypes: 'idle' } } }),
    );
    for (const [brand, releaseOne] of brandChoices) {
      actor.send({ type: 'brand.select', id: brand });
      actor.send({ type: 'plateType.select', id: brand });
      // Sometimes let one pending answer arrive before the next choice, in the scheduler's order.
      if (releaseOne && s.count() > 0) await s.waitOne();
    }
    await s.waitAll();
    await waitFor(actor, (snapshot) =>
      snapshot.matches({ open: { ready: { models: 'idle', letters: 'idle' } } }),
    );
    const last = brandChoices[brandChoices.length - 1]?.[0] ?? null;
    const { context } = actor.getSnapshot();
    expect(context.values.car_brand_id).toBe(last);
    expect(context.models.map((model) => model.id)).toEqual(last === null ? [] : [last * 10]);
    expect(context.letters).toEqual(last === null ? [] : [`L${last}`]);
    actor.stop();
  },
);
