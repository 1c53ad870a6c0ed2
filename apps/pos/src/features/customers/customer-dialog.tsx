import type { Customer } from '@lamaa/api-client';
import {
  customerDialogMachine,
  type CustomerDialogError,
  type NewCustomerCode,
  type NewCustomerPayload,
  type NewCustomerTextField,
  TRN_LENGTH,
} from '@lamaa/domain';
import { Banner, Dialog, PhoneField, TextField } from '@lamaa/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useApi } from '../../shared/api/api-context.js';
import { CheckBox } from '../../shared/check-box.js';
import { creationFailureText } from '../../shared/i18n/creation-failure-text.js';
import { type Text, useText } from '../../shared/i18n/use-text.js';
import { CreateFooter } from './create-footer.js';
import { useCreatedRecord } from './use-created-record.js';

const FIELD_KEYS = {
  'customer.name-required': 'pos.name-required',
  'customer.phone-required': 'pos.phone-required',
  'customer.country-required': 'pos.country-required',
  'customer.phone-invalid': 'pos.phone-invalid',
  'customer.company-name-required': 'pos.company-name-required',
  'customer.trn-invalid': 'pos.trn-invalid',
} as const;

/** A refused field's text, or nothing to pass when the field is fine. */
function fieldText(t: Text, code: NewCustomerCode | undefined): string | undefined {
  return code === undefined ? undefined : t(FIELD_KEYS[code]);
}

/** The banner text of a dialog error, by the spec's creation chain. */
function errorText(t: Text, error: CustomerDialogError): string {
  if (error.code === 'customer.invalid-response') return t('api.invalid-response');
  if (error.code === 'customer.create-failed') {
    return creationFailureText(t, error.cause, 'customer');
  }
  return t(FIELD_KEYS[error.code]);
}

/** Props of CustomerDialog. */
export interface CustomerDialogProps {
  /** Receives the created customer (the parent selects it). */
  readonly onCreated: (customer: Customer) => void;
  /** Counts the presses of the parent's add button: each new count opens the dialog. */
  readonly openRequest: number;
}

/**
 * The Add New Customer dialog, driven by the domain's customer-dialog machine with the API's
 * create call as its actor. The parent owns the button, so this module (with the phone
 * metadata) loads on its first press, not with the shell.
 */
export function CustomerDialog({ onCreated, openRequest }: CustomerDialogProps) {
  const t = useText();
  const api = useApi();
  const { createRecord, handOff } = useCreatedRecord(
    (input: NewCustomerPayload) => api.createCustomer(input),
    onCreated,
  );
  const actor = useActorRef(
    customerDialogMachine.provide({ actors: { createCustomer: createRecord } }),
  );
  useEffect(() => {
    const subscription = actor.on('customer.created', (event) => handOff(event.customer));
    return () => subscription.unsubscribe();
  }, [actor, handOff]);
  useEffect(() => {
    if (openRequest > 0) actor.send({ type: 'dialog.open' });
  }, [actor, openRequest]);
  const isOpen = useSelector(actor, (snapshot) => snapshot.matches('open'));
  const isBusy = useSelector(actor, (snapshot) => snapshot.matches({ open: 'submitting' }));
  const form = useSelector(actor, (snapshot) => snapshot.context.form);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const fields = error?.fields;
  const nameError = fieldText(t, fields?.name);
  const phoneError = fieldText(t, fields?.phone);
  const countryError = fieldText(t, fields?.phone_country);
  const companyError = fieldText(t, fields?.company_name);
  const trnError = fieldText(t, fields?.trn);
  const change = (field: NewCustomerTextField) => (value: string) =>
    actor.send({ type: 'form.change', field, value });

  return (
    <Dialog
      title={t('pos.add-customer')}
      description={t('pos.add-customer-description')}
      isOpen={isOpen}
      onOpenChange={(open) => actor.send({ type: open ? 'dialog.open' : 'dialog.close' })}
      footer={
        <CreateFooter
          createLabel={t('pos.create-customer')}
          isBusy={isBusy}
          onCancel={() => actor.send({ type: 'dialog.close' })}
          onCreate={() => actor.send({ type: 'form.submit' })}
        />
      }
    >
      <form
        className="pos-customer-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'form.submit' });
        }}
      >
        {error && fields === undefined ? <Banner tone="error">{errorText(t, error)}</Banner> : null}
        <TextField
          label={t('pos.customer-name')}
          name="name"
          isRequired
          value={form.name}
          onChange={change('name')}
          {...(nameError === undefined ? {} : { errorMessage: nameError })}
        />
        <PhoneField
          label={t('pos.phone-number')}
          countryLabel={t('pos.country-code')}
          phone={form.phone}
          country={form.phone_country}
          isRequired
          onPhoneChange={change('phone')}
          onCountryChange={change('phone_country')}
          {...(phoneError === undefined ? {} : { errorMessage: phoneError })}
          {...(countryError === undefined ? {} : { countryErrorMessage: countryError })}
        />
        <CheckBox
          isSelected={form.is_company === true}
          onChange={(isCompany) => actor.send({ type: 'form.company', isCompany })}
        >
          {t('pos.customer-is-company')}
        </CheckBox>
        {form.is_company === true ? (
          <>
            <TextField
              label={t('pos.company-name')}
              name="company_name"
              isRequired
              value={form.company_name ?? ''}
              onChange={change('company_name')}
              {...(companyError === undefined ? {} : { errorMessage: companyError })}
            />
            <TextField
              label={t('pos.company-trn')}
              name="trn"
              description={t('pos.company-trn-hint')}
              inputMode="numeric"
              maxLength={TRN_LENGTH}
              value={form.trn ?? ''}
              onChange={change('trn')}
              {...(trnError === undefined ? {} : { errorMessage: trnError })}
            />
            <TextField
              label={t('pos.company-address')}
              name="address"
              value={form.address ?? ''}
              onChange={change('address')}
            />
          </>
        ) : null}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
