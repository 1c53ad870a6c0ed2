import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { customerDialogMachine } from './customer-dialog-machine.js';
import type { NewCustomerPayload } from './validate-new-customer.js';

/** An open dialog with a valid form typed in. */
function filledSnapshot() {
  let [snapshot] = initialTransition(customerDialogMachine);
  [snapshot] = transition(customerDialogMachine, snapshot, { type: 'dialog.open' });
  [snapshot] = transition(customerDialogMachine, snapshot, {
    type: 'form.change',
    field: 'name',
    value: 'Sara',
  });
  [snapshot] = transition(customerDialogMachine, snapshot, {
    type: 'form.change',
    field: 'phone',
    value: '0501234567',
  });
  return snapshot;
}

/** Starts the dialog with a create call answering as given, recording what it was sent. */
function startWith(answer: (payload: NewCustomerPayload) => Promise<unknown>) {
  const sent: NewCustomerPayload[] = [];
  const createCustomer = fromPromise<unknown, NewCustomerPayload>(({ input }) => {
    sent.push(input);
    return answer(input);
  });
  const actor = createActor(customerDialogMachine.provide({ actors: { createCustomer } })).start();
  const created: unknown[] = [];
  actor.on('customer.created', (event) => created.push(event.customer));
  actor.send({ type: 'dialog.open' });
  actor.send({ type: 'form.change', field: 'name', value: 'Sara' });
  actor.send({ type: 'form.change', field: 'phone', value: '050 123 4567' });
  return { actor, sent, created };
}

describe('customerDialogMachine steps', () => {
  it('starts closed with an empty form and country AE', () => {
    const [snapshot] = initialTransition(customerDialogMachine);
    expect(snapshot.value).toBe('closed');
    expect(snapshot.context.form).toEqual({ name: '', phone: '', phone_country: 'AE' });
  });

  it('opens idle and records typed fields', () => {
    const snapshot = filledSnapshot();
    expect(snapshot.value).toEqual({ open: 'idle' });
    expect(snapshot.context.form).toEqual({
      name: 'Sara',
      phone: '0501234567',
      phone_country: 'AE',
    });
  });

  it('stays idle with the first validation code and every refused field when fields are missing', () => {
    let [snapshot] = initialTransition(customerDialogMachine);
    [snapshot] = transition(customerDialogMachine, snapshot, { type: 'dialog.open' });
    [snapshot] = transition(customerDialogMachine, snapshot, {
      type: 'form.change',
      field: 'name',
      value: 'Sara',
    });
    [snapshot] = transition(customerDialogMachine, snapshot, { type: 'form.submit' });
    expect(snapshot.value).toEqual({ open: 'idle' });
    expect(snapshot.context.error).toEqual({
      code: 'customer.phone-required',
      fields: { phone: 'customer.phone-required' },
    });
    [snapshot] = transition(customerDialogMachine, snapshot, {
      type: 'form.change',
      field: 'name',
      value: ' ',
    });
    [snapshot] = transition(customerDialogMachine, snapshot, { type: 'form.submit' });
    expect(snapshot.context.error).toEqual({
      code: 'customer.name-required',
      fields: { name: 'customer.name-required', phone: 'customer.phone-required' },
    });
  });

  it('goes to submitting with a valid form and clears an earlier error', () => {
    let snapshot = filledSnapshot();
    [snapshot] = transition(customerDialogMachine, snapshot, {
      type: 'form.change',
      field: 'phone_country',
      value: 'QA',
    });
    [snapshot] = transition(customerDialogMachine, snapshot, { type: 'form.submit' });
    expect(snapshot.context.error).toEqual({
      code: 'customer.phone-invalid',
      fields: { phone: 'customer.phone-invalid' },
    });
    [snapshot] = transition(customerDialogMachine, snapshot, {
      type: 'form.change',
      field: 'phone_country',
      value: 'AE',
    });
    [snapshot] = transition(customerDialogMachine, snapshot, { type: 'form.submit' });
    expect(snapshot.value).toEqual({ open: 'submitting' });
    expect(snapshot.context.error).toBeNull();
  });

  it('closing resets the form and the error', () => {
    let snapshot = filledSnapshot();
    [snapshot] = transition(customerDialogMachine, snapshot, {
      type: 'form.change',
      field: 'name',
      value: '',
    });
    [snapshot] = transition(customerDialogMachine, snapshot, { type: 'form.submit' });
    [snapshot] = transition(customerDialogMachine, snapshot, { type: 'dialog.close' });
    expect(snapshot.value).toBe('closed');
    expect(snapshot.context).toEqual({
      form: { name: '', phone: '', phone_country: 'AE' },
      error: null,
    });
  });
});

describe('customerDialogMachine flows', () => {
  it('sends a company with its name, TRN and address once the switch is on', async () => {
    const { actor, sent } = startWith((payload) => Promise.resolve({ id: 9, ...payload }));
    actor.send({ type: 'form.company', isCompany: true });
    actor.send({ type: 'form.change', field: 'trn', value: '12345' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toMatchObject({
      code: 'customer.company-name-required',
      fields: { company_name: 'customer.company-name-required', trn: 'customer.trn-invalid' },
    });
    actor.send({ type: 'form.change', field: 'company_name', value: 'Gulf Fleet LLC' });
    actor.send({ type: 'form.change', field: 'trn', value: '100123456700003' });
    actor.send({ type: 'form.change', field: 'address', value: 'Al Quoz 3, Dubai' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('closed'));
    expect(sent).toEqual([
      {
        name: 'Sara',
        phone: '+971501234567',
        phone_country: 'AE',
        company_name: 'Gulf Fleet LLC',
        trn: '100123456700003',
        address: 'Al Quoz 3, Dubai',
      },
    ]);
  });

  it('on success passes the customer out, closes and resets to an empty name and phone with country AE', async () => {
    const { actor, sent, created } = startWith(() =>
      Promise.resolve({ data: { id: 31, name: 'Sara' } }),
    );
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('closed'));
    expect(sent).toEqual([{ name: 'Sara', phone: '+971501234567', phone_country: 'AE' }]);
    expect(created).toEqual([{ id: 31, name: 'Sara' }]);
    expect(actor.getSnapshot().context).toEqual({
      form: { name: '', phone: '', phone_country: 'AE' },
      error: null,
    });
  });

  it('keeps the form and shows Invalid response from server when the answer has no id', async () => {
    const { actor, created } = startWith(() => Promise.resolve({ data: { name: 'Sara' } }));
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().value).toEqual({ open: 'idle' });
    expect(actor.getSnapshot().context.error).toEqual({ code: 'customer.invalid-response' });
    expect(actor.getSnapshot().context.form.name).toBe('Sara');
    expect(created).toEqual([]);
  });

  it('keeps the form and the failure value when the create call fails', async () => {
    const failure = new Error('The phone has already been taken.');
    const { actor } = startWith(() => Promise.reject(failure));
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().value).toEqual({ open: 'idle' });
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'customer.create-failed',
      cause: failure,
    });
    expect(actor.getSnapshot().context.form.phone).toBe('050 123 4567');
  });
});
