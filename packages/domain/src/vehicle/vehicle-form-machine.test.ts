import {
  createActor,
  fromPromise,
  initialTransition,
  transition,
  waitFor,
  type SnapshotFrom,
} from 'xstate';
import { describe, expect, it } from 'vitest';
import { vehicleFormMachine, type VehicleFormEmitted } from './vehicle-form-machine.js';
import type { VehiclePayload } from './vehicle-form.js';

const META = {
  data: {
    cities: [{ id: 1, name: { en: 'Dubai', ar: 'دبي' } }],
    car_brands: [{ id: 4, name: { en: 'Toyota', ar: 'تويوتا' } }],
    car_groups: [{ id: 2, name: { en: 'Medium', ar: 'متوسط' } }],
    car_types: [{ id: 3, name: { en: 'Sedan', ar: 'سيدان' } }],
  },
};

type Answer = () => Promise<unknown>;

/** Look-up answers per call; a test overrides the ones it cares about. */
interface Answers {
  formData: Answer;
  models: (brandId: number) => Promise<unknown>;
  plateTypes: (cityId: number) => Promise<unknown>;
  letters: (cityId: number, plateTypeId: number) => Promise<unknown>;
  create: (payload: VehiclePayload) => Promise<unknown>;
}

/** Starts the dialog with the given answers, recording every call and emitted event. */
function start(overrides: Partial<Answers> = {}) {
  const answers: Answers = {
    formData: () => Promise.resolve(META),
    models: () => Promise.resolve([{ id: 40, name: { en: 'Camry' } }]),
    plateTypes: () => Promise.resolve([{ id: 5, name: { en: 'Private' } }]),
    letters: () => Promise.resolve(['A', 'B', 7]),
    create: () => Promise.resolve({ data: { id: 99 } }),
    ...overrides,
  };
  const calls: string[] = [];
  const machine = vehicleFormMachine.provide({
    actors: {
      loadFormData: fromPromise<unknown, void>(() => {
        calls.push('formData');
        return answers.formData();
      }),
      loadModels: fromPromise<unknown, { brandId: number }>(({ input }) => {
        calls.push(`models ${input.brandId}`);
        return answers.models(input.brandId);
      }),
      loadPlateTypes: fromPromise<unknown, { cityId: number }>(({ input }) => {
        calls.push(`plateTypes ${input.cityId}`);
        return answers.plateTypes(input.cityId);
      }),
      loadPlateLetters: fromPromise<unknown, { cityId: number; plateTypeId: number }>(
        ({ input }) => {
          calls.push(`letters ${input.cityId}/${input.plateTypeId}`);
          return answers.letters(input.cityId, input.plateTypeId);
        },
      ),
      createVehicle: fromPromise<unknown, VehiclePayload>(({ input }) => {
        calls.push(`create ${JSON.stringify(input)}`);
        return answers.create(input);
      }),
    },
  });
  const actor = createActor(machine);
  const emitted: VehicleFormEmitted[] = [];
  actor.on('vehicle.created', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, emitted };
}

type Actor = ReturnType<typeof start>['actor'];

/** Waits until no look-up is loading. */
function settled(actor: Actor) {
  return waitFor(actor, (snapshot) =>
    snapshot.matches({ open: { ready: { models: 'idle', plateTypes: 'idle', letters: 'idle' } } }),
  );
}

/** Opens the dialog for customer 12 and waits for the form data. */
async function openReady(overrides: Partial<Answers> = {}) {
  const started = start(overrides);
  started.actor.send({ type: 'dialog.open', userId: 12 });
  await settled(started.actor);
  return started;
}

/** A promise the test resolves when it wants. */
function deferred() {
  let resolve: (value: unknown) => void = () => undefined;
  const promise = new Promise<unknown>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('vehicleFormMachine steps', () => {
  it('starts closed and loads form data on first open', () => {
    const [closed] = initialTransition(vehicleFormMachine);
    expect(closed.value).toBe('closed');
    const [opened] = transition(vehicleFormMachine, closed, { type: 'dialog.open', userId: 12 });
    expect(opened.value).toEqual({ open: 'loadingFormData' });
    expect(opened.context.values.user_id).toBe(12);
    expect(opened.context.values.color).toBe('#000000');
  });

  it('goes straight to the form when the data is already loaded', () => {
    const [closed] = initialTransition(vehicleFormMachine);
    const withData: SnapshotFrom<typeof vehicleFormMachine> = vehicleFormMachine.resolveState({
      value: 'closed',
      context: {
        ...closed.context,
        formData: { cities: [], car_brands: [], car_groups: [], car_types: [] },
      },
    });
    const [opened] = transition(vehicleFormMachine, withData, { type: 'dialog.open', userId: 3 });
    expect(opened.matches({ open: 'ready' })).toBe(true);
  });
});

describe('vehicleFormMachine flows', () => {
  it('loads form data once, on first open only', async () => {
    const { actor, calls } = await openReady();
    expect(actor.getSnapshot().context.formData?.cities).toEqual([
      { id: 1, name: { en: 'Dubai', ar: 'دبي' } },
    ]);
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'dialog.open', userId: 13 });
    await settled(actor);
    expect(calls).toEqual(['formData']);
    expect(actor.getSnapshot().context.values.user_id).toBe(13);
  });

  it('shows Failed to load form data and can retry', async () => {
    let attempt = 0;
    const { actor } = start({
      formData: () => (++attempt === 1 ? Promise.reject(new Error('500')) : Promise.resolve(META)),
    });
    actor.send({ type: 'dialog.open', userId: 12 });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'formDataFailed' }));
    expect(actor.getSnapshot().context.formDataError).toBe('vehicle.form-data-failed');
    actor.send({ type: 'formData.retry' });
    await settled(actor);
    expect(actor.getSnapshot().context.formDataError).toBeNull();
  });

  it('treats form data that is not an object as a failure', async () => {
    const { actor } = start({ formData: () => Promise.resolve('oops') });
    actor.send({ type: 'dialog.open', userId: 12 });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'formDataFailed' }));
  });

  it('choosing a brand loads its models and clears the model; no brand empties the list', async () => {
    const { actor, calls } = await openReady();
    actor.send({ type: 'brand.select', id: 4 });
    await settled(actor);
    expect(actor.getSnapshot().context.models).toEqual([
      { id: 40, name: { en: 'Camry', ar: 'Camry' } },
    ]);
    actor.send({ type: 'field.change', field: 'car_model_id', value: 40 });
    actor.send({ type: 'brand.select', id: 4 });
    expect(actor.getSnapshot().context.values.car_model_id).toBeNull();
    await settled(actor);
    actor.send({ type: 'brand.select', id: null });
    expect(actor.getSnapshot().context.models).toEqual([]);
    expect(actor.getSnapshot().context.values.car_brand_id).toBeNull();
    expect(calls).toEqual(['formData', 'models 4', 'models 4']);
  });

  it('keeps loading models while a city and plate type are chosen, and the reverse', async () => {
    const models = deferred();
    const { actor } = await openReady({ models: () => models.promise });
    actor.send({ type: 'brand.select', id: 4 });
    actor.send({ type: 'city.select', id: 1 });
    actor.send({ type: 'plateType.select', id: 5 });
    expect(actor.getSnapshot().matches({ open: { ready: { models: 'loading' } } })).toBe(true);
    models.resolve([{ id: 40, name: 'Camry' }]);
    await settled(actor);
    expect(actor.getSnapshot().context.models).toEqual([
      { id: 40, name: { en: 'Camry', ar: 'Camry' } },
    ]);
    expect(actor.getSnapshot().context.letters).toEqual(['A', 'B', '7']);
  });

  it('empties the models when loading them fails', async () => {
    const { actor } = await openReady({ models: () => Promise.reject(new Error('404')) });
    actor.send({ type: 'brand.select', id: 4 });
    await settled(actor);
    expect(actor.getSnapshot().context.models).toEqual([]);
  });

  it('keeps only the models of the latest brand when answers arrive out of order', async () => {
    const first = deferred();
    const { actor } = await openReady({
      models: (brandId) =>
        brandId === 4 ? first.promise : Promise.resolve([{ id: 80, name: 'Patrol' }]),
    });
    actor.send({ type: 'brand.select', id: 4 });
    actor.send({ type: 'brand.select', id: 8 });
    await settled(actor);
    first.resolve([{ id: 40, name: 'Camry' }]);
    await Promise.resolve();
    expect(actor.getSnapshot().context.models).toEqual([
      { id: 80, name: { en: 'Patrol', ar: 'Patrol' } },
    ]);
  });

  it('choosing a city loads plate types and clears the plate type, letters and code; no city empties them', async () => {
    const { actor, calls } = await openReady();
    actor.send({ type: 'city.select', id: 1 });
    await settled(actor);
    actor.send({ type: 'plateType.select', id: 5 });
    await settled(actor);
    actor.send({ type: 'field.change', field: 'code', value: 'B' });
    expect(actor.getSnapshot().context.letters).toEqual(['A', 'B', '7']);
    actor.send({ type: 'city.select', id: null });
    const { context } = actor.getSnapshot();
    expect(context.values.plate_type_id).toBeNull();
    expect(context.plateTypes).toEqual([]);
    expect(context.letters).toEqual([]);
    expect(context.values.code).toBe('');
    expect(calls).toEqual(['formData', 'plateTypes 1', 'letters 1/5']);
  });

  it('empties the plate types when loading them fails', async () => {
    const { actor } = await openReady({ plateTypes: () => Promise.reject(new Error('500')) });
    actor.send({ type: 'city.select', id: 1 });
    await settled(actor);
    expect(actor.getSnapshot().context.plateTypes).toEqual([]);
  });

  it('keeps the selected code only if it is among the new letters', async () => {
    const { actor } = await openReady({
      letters: (_city, plateType) => Promise.resolve(plateType === 5 ? ['A', 'B'] : ['X']),
    });
    actor.send({ type: 'city.select', id: 1 });
    await settled(actor);
    actor.send({ type: 'field.change', field: 'code', value: 'B' });
    actor.send({ type: 'plateType.select', id: 5 });
    await settled(actor);
    expect(actor.getSnapshot().context.values.code).toBe('B');
    actor.send({ type: 'plateType.select', id: 6 });
    await settled(actor);
    expect(actor.getSnapshot().context.letters).toEqual(['X']);
    expect(actor.getSnapshot().context.values.code).toBe('');
  });

  it('with no plate type empties the letters and clears the code', async () => {
    const { actor } = await openReady();
    actor.send({ type: 'city.select', id: 1 });
    await settled(actor);
    actor.send({ type: 'plateType.select', id: 5 });
    await settled(actor);
    actor.send({ type: 'field.change', field: 'code', value: 'A' });
    actor.send({ type: 'plateType.select', id: null });
    expect(actor.getSnapshot().context.letters).toEqual([]);
    expect(actor.getSnapshot().context.values.code).toBe('');
  });

  it('does not load letters for a plate type without a city', async () => {
    const { actor, calls } = await openReady();
    actor.send({ type: 'plateType.select', id: 5 });
    await settled(actor);
    expect(actor.getSnapshot().context.values.plate_type_id).toBe(5);
    expect(calls).toEqual(['formData']);
  });

  it('empties the letters and clears the code when loading letters fails', async () => {
    const { actor } = await openReady({ letters: () => Promise.reject(new Error('500')) });
    actor.send({ type: 'city.select', id: 1 });
    await settled(actor);
    actor.send({ type: 'field.change', field: 'code', value: 'Q' });
    actor.send({ type: 'plateType.select', id: 5 });
    await settled(actor);
    expect(actor.getSnapshot().context.letters).toEqual([]);
    expect(actor.getSnapshot().context.values.code).toBe('');
  });

  it('shows the per-field codes on an incomplete submit and does not call the server', async () => {
    const { actor, calls } = await openReady();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldErrors.city_id).toBe('vehicle.city-required');
    expect(calls).toEqual(['formData']);
  });

  /** Fills every required field of an open dialog. */
  async function fill(actor: Actor) {
    actor.send({ type: 'city.select', id: 1 });
    actor.send({ type: 'brand.select', id: 4 });
    await settled(actor);
    actor.send({ type: 'plateType.select', id: 5 });
    await settled(actor);
    actor.send({ type: 'field.change', field: 'car_group_id', value: 2 });
    actor.send({ type: 'field.change', field: 'car_type_id', value: 3 });
    actor.send({ type: 'field.change', field: 'year', value: '2022' });
    actor.send({ type: 'field.change', field: 'code', value: 'A' });
    actor.send({ type: 'field.change', field: 'numbers', value: '12345' });
  }

  it('creates the vehicle, passes it out, closes and resets', async () => {
    const { actor, calls, emitted } = await openReady();
    await fill(actor);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('closed'));
    expect(calls.at(-1)).toBe(
      'create {"city_id":1,"car_brand_id":4,"plate_type_id":5,"car_type_id":3,"car_group_id":2,"color":"#000000","color_name":"black","year":2022,"code":"A","numbers":"12345","user_id":12}',
    );
    expect(emitted).toEqual([{ type: 'vehicle.created', vehicle: { id: 99 } }]);
    expect(actor.getSnapshot().context.values.numbers).toBe('');
  });

  it('keeps the form and the failure value when the create call fails', async () => {
    const failure = new Error('Failed to create vehicle. Please try again.');
    const { actor } = await openReady({ create: () => Promise.reject(failure) });
    await fill(actor);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.submitError !== null);
    expect(actor.getSnapshot().context.submitError).toEqual({
      code: 'vehicle.create-failed',
      cause: failure,
    });
    expect(actor.getSnapshot().context.values.numbers).toBe('12345');
  });

  it('keeps the form when the answer carries no vehicle id', async () => {
    const { actor, emitted } = await openReady({
      create: () => Promise.resolve({ message: 'ok' }),
    });
    await fill(actor);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.submitError !== null);
    expect(actor.getSnapshot().context.submitError).toEqual({ code: 'vehicle.invalid-response' });
    expect(emitted).toEqual([]);
  });
});
