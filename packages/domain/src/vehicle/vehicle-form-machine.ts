import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import { errorOf, outputOf } from '../auth/actor-event.js';
import { requiredActor } from '../auth/required-actor.js';
import { toCreatedRecord, type CreatedRecord } from '../customer/created-record.js';
import {
  toLookupList,
  toPlateLetters,
  toVehicleFormData,
  type LookupItem,
  type VehicleFormData,
} from './lookup-list.js';
import {
  emptyVehicleForm,
  toVehiclePayload,
  validateVehicleForm,
  vehicleFieldErrors,
  type VehicleFieldErrors,
  type VehicleFormValues,
  type VehiclePayload,
} from './vehicle-form.js';

/** Why the vehicle could not be created; `cause` holds the call's failure. */
export interface VehicleSubmitError {
  readonly code: 'vehicle.create-failed' | 'vehicle.invalid-response';
  readonly cause?: unknown;
}

/** The vehicle dialog's data. */
export interface VehicleFormContext {
  readonly values: VehicleFormValues;
  /** The look-up lists, loaded once on first open. */
  readonly formData: VehicleFormData | null;
  readonly formDataError: 'vehicle.form-data-failed' | null;
  readonly models: readonly LookupItem[];
  readonly plateTypes: readonly LookupItem[];
  readonly letters: readonly string[];
  readonly fieldErrors: VehicleFieldErrors;
  readonly submitError: VehicleSubmitError | null;
}

/** Fields set directly, without dependent look-ups. */
export type VehicleFormFieldEvent =
  | {
      type: 'field.change';
      field: 'car_model_id' | 'car_type_id' | 'car_group_id';
      value: number | null;
    }
  | {
      type: 'field.change';
      field: 'color' | 'color_name' | 'year' | 'code' | 'numbers' | 'vin_number';
      value: string;
    };

/** What the vehicle dialog listens to. */
export type VehicleFormEvent =
  | { type: 'dialog.open'; userId: number }
  | { type: 'dialog.close' }
  | { type: 'formData.retry' }
  | { type: 'brand.select'; id: number | null }
  | { type: 'city.select'; id: number | null }
  | { type: 'plateType.select'; id: number | null }
  | VehicleFormFieldEvent
  | { type: 'form.submit' };

/** Emitted when the server created the vehicle; the parent selects it. */
export type VehicleFormEmitted = { type: 'vehicle.created'; vehicle: CreatedRecord };

/** The lists and errors an open dialog starts from (the form data stays loaded). */
const CLEARED = {
  models: [],
  plateTypes: [],
  letters: [],
  fieldErrors: {},
  submitError: null,
} as const;

// Loading states are entered only after the guard saw a chosen id and the assign stored it,
// so Number() below restates a number for the type and never meets null.

/** The models call's input: the chosen brand. */
function modelsInput({ context }: { context: VehicleFormContext }): { brandId: number } {
  return { brandId: Number(context.values.car_brand_id) };
}

/** The plate-types call's input: the chosen city. */
function plateTypesInput({ context }: { context: VehicleFormContext }): { cityId: number } {
  return { cityId: Number(context.values.city_id) };
}

/** The plate-letters call's input: the chosen city and plate type. */
function lettersInput({ context }: { context: VehicleFormContext }): {
  cityId: number;
  plateTypeId: number;
} {
  return {
    cityId: Number(context.values.city_id),
    plateTypeId: Number(context.values.plate_type_id),
  };
}

/** The create call's input: the payload of the form the guard just checked. */
function createInput({ context }: { context: VehicleFormContext }): VehiclePayload {
  return toVehiclePayload(context.values);
}

/**
 * A list that follows a choice in its own region: `idle`, or `loading` through the actor `load`
 * (fed by `input`), whose answer `keep` stores and whose failure `clear` empties the list. `on`
 * says which choices start or stop a load.
 */
function lookupRegion<
  const TOn,
  const TLoad extends string,
  TInput,
  const TKeep,
  const TClear,
>(region: {
  readonly on: TOn;
  readonly load: TLoad;
  readonly input: TInput;
  readonly keep: TKeep;
  readonly clear: TClear;
}) {
  return {
    initial: 'idle',
    on: region.on,
    states: {
      idle: {},
      loading: {
        invoke: {
          src: region.load,
          input: region.input,
          onDone: { target: 'idle', actions: region.keep },
          onError: { target: 'idle', actions: region.clear },
        },
      },
    },
  } as const;
}

/**
 * The choice that stores itself by `choose` and loads its list when something is chosen; no
 * choice leaves the list idle (a load in flight is dropped, so only the latest answer counts).
 */
function loadWhenChosen<const TChoose extends string>(choose: TChoose) {
  return [
    { guard: 'hasChosenId', target: '.loading', actions: choose },
    { target: '.idle', actions: choose },
  ] as const;
}

/**
 * The Add Vehicle dialog with its dependent look-ups (docs/product/customers-and-vehicles.md):
 * form data once on first open; brand → models (model cleared); city → plate types (plate type
 * cleared); city and plate type → letters, keeping the code only if listed. The app provides
 * `loadFormData`, `loadModels`, `loadPlateTypes`, `loadPlateLetters` and `createVehicle`.
 */
export const vehicleFormMachine = setup({
  types: {
    context: {} as VehicleFormContext,
    events: {} as VehicleFormEvent,
    emitted: {} as VehicleFormEmitted,
  },
  actors: {
    loadFormData: requiredActor<unknown, void>('loadFormData'),
    loadModels: requiredActor<unknown, { brandId: number }>('loadModels'),
    loadPlateTypes: requiredActor<unknown, { cityId: number }>('loadPlateTypes'),
    loadPlateLetters: requiredActor<unknown, { cityId: number; plateTypeId: number }>(
      'loadPlateLetters',
    ),
    createVehicle: requiredActor<unknown, VehiclePayload>('createVehicle'),
  },
  guards: {
    hasFormData: ({ context }) => context.formData !== null,
    isFormData: ({ event }) => toVehicleFormData(outputOf(event)) !== null,
    hasChosenId: ({ event }) => {
      assertEvent(event, ['brand.select', 'city.select']);
      return event.id !== null;
    },
    canLoadLetters: ({ context, event }) => {
      assertEvent(event, 'plateType.select');
      return event.id !== null && context.values.city_id !== null;
    },
    isFormValid: ({ context }) => validateVehicleForm(context.values).ok,
    isCreatedVehicle: ({ event }) => toCreatedRecord(outputOf(event)) !== null,
  },
  actions: {
    openFor: assign(({ event }) => {
      assertEvent(event, 'dialog.open');
      return { values: emptyVehicleForm(event.userId), ...CLEARED };
    }),
    resetForm: assign(({ context }) => ({
      values: emptyVehicleForm(context.values.user_id),
      ...CLEARED,
    })),
    setFormData: assign({
      formData: ({ event }) => toVehicleFormData(outputOf(event)),
      formDataError: null,
    }),
    setFormDataFailure: assign({ formDataError: 'vehicle.form-data-failed' }),
    setField: assign({
      values: ({ context, event }) => {
        assertEvent(event, 'field.change');
        return { ...context.values, [event.field]: event.value };
      },
    }),
    setBrand: assign({
      values: ({ context, event }) => {
        assertEvent(event, 'brand.select');
        return { ...context.values, car_brand_id: event.id, car_model_id: null };
      },
      models: [],
    }),
    setModels: assign({ models: ({ event }) => toLookupList(outputOf(event)) }),
    clearModels: assign({ models: [] }),
    setCity: assign({
      values: ({ context, event }) => {
        assertEvent(event, 'city.select');
        return { ...context.values, city_id: event.id, plate_type_id: null };
      },
      plateTypes: [],
    }),
    setPlateTypes: assign({ plateTypes: ({ event }) => toLookupList(outputOf(event)) }),
    clearPlateTypes: assign({ plateTypes: [] }),
    setPlateType: assign({
      values: ({ context, event }) => {
        assertEvent(event, 'plateType.select');
        return { ...context.values, plate_type_id: event.id };
      },
    }),
    setLetters: assign(({ context, event }) => {
      const letters = toPlateLetters(outputOf(event));
      const code = letters.includes(context.values.code.trim()) ? context.values.code : '';
      return { letters, values: { ...context.values, code } };
    }),
    clearLetters: assign(({ context }) => ({
      letters: [],
      values: { ...context.values, code: '' },
    })),
    setFieldErrors: assign({ fieldErrors: ({ context }) => vehicleFieldErrors(context.values) }),
    clearErrors: assign({ fieldErrors: {}, submitError: null }),
    setInvalidResponse: assign({ submitError: { code: 'vehicle.invalid-response' } }),
    setSubmitFailure: assign({
      submitError: ({ event }) => ({ code: 'vehicle.create-failed', cause: errorOf(event) }),
    }),
    announceCreated: enqueueActions(({ event, enqueue }) => {
      const vehicle = toCreatedRecord(outputOf(event));
      if (vehicle) enqueue.emit({ type: 'vehicle.created', vehicle });
    }),
  },
}).createMachine({
  id: 'vehicleForm',
  context: {
    values: emptyVehicleForm(),
    formData: null,
    formDataError: null,
    ...CLEARED,
  },
  initial: 'closed',
  states: {
    closed: {
      on: { 'dialog.open': { target: 'open', actions: 'openFor' } },
    },
    open: {
      initial: 'checkingFormData',
      on: { 'dialog.close': { target: 'closed', actions: 'resetForm' } },
      states: {
        checkingFormData: {
          always: [{ guard: 'hasFormData', target: 'ready' }, { target: 'loadingFormData' }],
        },
        loadingFormData: {
          invoke: {
            src: 'loadFormData',
            onDone: [
              { guard: 'isFormData', target: 'ready', actions: 'setFormData' },
              { target: 'formDataFailed', actions: 'setFormDataFailure' },
            ],
            onError: { target: 'formDataFailed', actions: 'setFormDataFailure' },
          },
        },
        formDataFailed: {
          on: { 'formData.retry': 'loadingFormData' },
        },
        ready: {
          type: 'parallel',
          on: { 'field.change': { actions: 'setField' } },
          states: {
            models: lookupRegion({
              on: { 'brand.select': loadWhenChosen('setBrand') },
              load: 'loadModels',
              input: modelsInput,
              keep: 'setModels',
              clear: 'clearModels',
            }),
            plateTypes: lookupRegion({
              on: { 'city.select': loadWhenChosen('setCity') },
              load: 'loadPlateTypes',
              input: plateTypesInput,
              keep: 'setPlateTypes',
              clear: 'clearPlateTypes',
            }),
            letters: lookupRegion({
              on: {
                // A new city clears the plate type, and with no plate type there are no letters.
                'city.select': { target: '.idle', actions: 'clearLetters' },
                'plateType.select': [
                  { guard: 'canLoadLetters', target: '.loading', actions: 'setPlateType' },
                  { target: '.idle', actions: ['setPlateType', 'clearLetters'] },
                ],
              },
              load: 'loadPlateLetters',
              input: lettersInput,
              keep: 'setLetters',
              clear: 'clearLetters',
            }),
            submission: {
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    'form.submit': [
                      { guard: 'isFormValid', target: 'submitting', actions: 'clearErrors' },
                      { actions: 'setFieldErrors' },
                    ],
                  },
                },
                submitting: {
                  invoke: {
                    src: 'createVehicle',
                    input: createInput,
                    onDone: [
                      {
                        guard: 'isCreatedVehicle',
                        target: '#vehicleForm.closed',
                        actions: ['announceCreated', 'resetForm'],
                      },
                      { target: 'idle', actions: 'setInvalidResponse' },
                    ],
                    onError: { target: 'idle', actions: 'setSubmitFailure' },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});
