import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import { errorOf, outputOf } from '../auth/actor-event.js';
import { failureOf } from '../auth/failure-code.js';
import { requiredActor } from '../auth/required-actor.js';
import { acceptCustomerResponse, type CreatedCustomer } from './accept-customer-response.js';
import {
  EMPTY_CUSTOMER_FORM,
  newCustomerFieldErrors,
  validateNewCustomer,
  type NewCustomerCode,
  type NewCustomerFieldErrors,
  type NewCustomerForm,
  type NewCustomerPayload,
  type NewCustomerTextField,
} from './validate-new-customer.js';

/** What the dialog's error banner shows: a code, and the failure the actor gave if any. */
export interface CustomerDialogError {
  readonly code: NewCustomerCode | 'customer.invalid-response' | 'customer.create-failed';
  /** The create call's failure (the api-client's message chain), kept as a value. */
  readonly cause?: unknown;
  /** Every refused field when the form itself was refused (`code` is the first of them). */
  readonly fields?: NewCustomerFieldErrors;
}

/** The customer dialog's data. */
export interface CustomerDialogContext {
  readonly form: NewCustomerForm;
  readonly error: CustomerDialogError | null;
}

/** What the customer dialog listens to. */
export type CustomerDialogEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'form.change'; field: NewCustomerTextField; value: string }
  /** The "Company" switch: a company also gives its legal name, TRN and address. */
  | { type: 'form.company'; isCompany: boolean }
  | { type: 'form.submit' };

/** Emitted when the server created the customer; the parent selects it. */
export type CustomerDialogEmitted = { type: 'customer.created'; customer: CreatedCustomer };

/** The create call's input, from the validated form. */
function createCustomerInput({ context }: { context: CustomerDialogContext }): NewCustomerPayload {
  const checked = validateNewCustomer(context.form);
  return checked.ok ? checked.value : context.form;
}

/**
 * The Add New Customer dialog: closed or open, idle or submitting. On success with a valid id
 * it emits 'customer.created', closes and resets the form to an empty name and phone with
 * country AE; on failure it keeps the form and the error. The app provides `createCustomer`.
 * @example createActor(customerDialogMachine.provide({ actors: { createCustomer } }))
 */
export const customerDialogMachine = setup({
  types: {
    context: {} as CustomerDialogContext,
    events: {} as CustomerDialogEvent,
    emitted: {} as CustomerDialogEmitted,
  },
  actors: {
    createCustomer: requiredActor<unknown, NewCustomerPayload>('createCustomer'),
  },
  guards: {
    isFormValid: ({ context }) => validateNewCustomer(context.form).ok,
    isAcceptedResponse: ({ event }) => acceptCustomerResponse(outputOf(event)).ok,
  },
  actions: {
    setField: assign({
      form: ({ context, event }) => {
        assertEvent(event, 'form.change');
        return { ...context.form, [event.field]: event.value };
      },
    }),
    setCompany: assign({
      form: ({ context, event }) => {
        assertEvent(event, 'form.company');
        return { ...context.form, is_company: event.isCompany };
      },
    }),
    setValidationError: assign({
      error: ({ context }): CustomerDialogError | null => {
        const failure = failureOf(validateNewCustomer(context.form));
        return failure && { ...failure, fields: newCustomerFieldErrors(context.form) };
      },
    }),
    setInvalidResponse: assign({ error: { code: 'customer.invalid-response' } }),
    setCreateFailure: assign({
      error: ({ event }) => ({ code: 'customer.create-failed', cause: errorOf(event) }),
    }),
    clearError: assign({ error: null }),
    resetForm: assign({ form: EMPTY_CUSTOMER_FORM, error: null }),
    announceCreated: enqueueActions(({ event, enqueue }) => {
      const accepted = acceptCustomerResponse(outputOf(event));
      if (accepted.ok) enqueue.emit({ type: 'customer.created', customer: accepted.value });
    }),
  },
}).createMachine({
  id: 'customerDialog',
  context: { form: EMPTY_CUSTOMER_FORM, error: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'dialog.open': { target: 'open', actions: 'resetForm' } },
    },
    open: {
      initial: 'idle',
      on: { 'dialog.close': { target: 'closed', actions: 'resetForm' } },
      states: {
        idle: {
          on: {
            'form.change': { actions: 'setField' },
            'form.company': { actions: 'setCompany' },
            'form.submit': [
              { guard: 'isFormValid', target: 'submitting', actions: 'clearError' },
              { actions: 'setValidationError' },
            ],
          },
        },
        submitting: {
          invoke: {
            src: 'createCustomer',
            input: createCustomerInput,
            onDone: [
              {
                guard: 'isAcceptedResponse',
                target: '#customerDialog.closed',
                actions: ['announceCreated', 'resetForm'],
              },
              { target: 'idle', actions: 'setInvalidResponse' },
            ],
            onError: { target: 'idle', actions: 'setCreateFailure' },
          },
        },
      },
    },
  },
});
