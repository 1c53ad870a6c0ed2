import type { Customer } from '@lamaa/api-client';
import {
  type LookupItem,
  plateCodeInput,
  type VehiclePayload,
  vehicleFormMachine,
} from '@lamaa/domain';
import { Banner, Button, Dialog, Select, TextField, useLocale } from '@lamaa/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../../shared/api/api-context.js';
import { dataOrThrow } from '../../shared/api/api-error.js';
import { creationFailureText } from '../../shared/i18n/creation-failure-text.js';
import { useText } from '../../shared/i18n/use-text.js';
import { useSelection } from '../../shared/selection/selection-context.js';
import { ColourPicker } from './colour-picker.js';
import { CreateFooter } from './create-footer.js';
import { useCreatedRecord } from './use-created-record.js';
import { vehicleFieldText } from './vehicle-field-text.js';
import { hotkeyTarget } from '../../shared/keyboard/use-counter-hotkeys.js';

/**
 * The Add Vehicle button and dialog for the chosen customer, driven by the domain's
 * vehicle-form machine: form data on first open, models by brand, plate types by city, plate
 * letters by city and plate type (a dropdown when there are letters, else free text).
 */
export function VehicleDialog({ customer }: { readonly customer: Customer }) {
  const t = useText();
  const api = useApi();
  const { language } = useLocale();
  const { addVehicle } = useSelection();
  const { createRecord, handOff } = useCreatedRecord(
    (input: VehiclePayload) => api.createCar(input),
    addVehicle,
  );
  const actor = useActorRef(
    vehicleFormMachine.provide({
      actors: {
        loadFormData: fromPromise<unknown, void>(async () => dataOrThrow(await api.getMeta())),
        loadModels: fromPromise<unknown, { brandId: number }>(async ({ input }) =>
          dataOrThrow(await api.getCarModels(input.brandId)),
        ),
        loadPlateTypes: fromPromise<unknown, { cityId: number }>(async ({ input }) =>
          dataOrThrow(await api.getPlateTypes(input.cityId)),
        ),
        loadPlateLetters: fromPromise<unknown, { cityId: number; plateTypeId: number }>(
          async ({ input }) =>
            dataOrThrow(await api.getPlateLetters(input.cityId, input.plateTypeId)),
        ),
        createVehicle: createRecord,
      },
    }),
  );
  useEffect(() => {
    const subscription = actor.on('vehicle.created', (event) => handOff(event.vehicle));
    return () => subscription.unsubscribe();
  }, [actor, handOff]);
  const snapshot = useSelector(actor, (state) => state);
  const { values, formData, fieldErrors, submitError, models, plateTypes, letters } =
    snapshot.context;
  const isOpen = !snapshot.matches('closed');
  const isBusy = snapshot.matches({ open: { ready: { submission: 'submitting' } } });
  const options = (items: readonly LookupItem[]) =>
    items.map((item) => ({ id: String(item.id), label: item.name[language] || item.name.en }));
  const idOf = (value: string) => (value === '' ? null : Number(value));
  const select = (
    label: string,
    items: readonly LookupItem[],
    selected: number | null,
    onChange: (id: number | null) => void,
    error?: string,
    isRequired = true,
  ) => (
    <Select
      label={label}
      placeholder={t('pos.choose')}
      options={options(items)}
      selectedId={selected === null ? null : String(selected)}
      isRequired={isRequired}
      onSelectionChange={(id) => onChange(idOf(id))}
      {...(error === undefined ? {} : { errorMessage: error })}
    />
  );
  const text = (
    field: 'year' | 'numbers' | 'vin_number' | 'code',
    label: string,
    isRequired = true,
  ) => (
    <TextField
      label={label}
      name={field}
      value={values[field]}
      isRequired={isRequired}
      onChange={(value) => actor.send({ type: 'field.change', field, value })}
      {...(fieldErrors[field] === undefined
        ? {}
        : { errorMessage: vehicleFieldText(t, fieldErrors[field]) })}
    />
  );
  const submitText =
    submitError === null
      ? null
      : creationFailureText(
          t,
          submitError.code === 'vehicle.create-failed' ? submitError.cause : undefined,
          'vehicle',
        );
  return (
    <>
      <span {...hotkeyTarget('add-vehicle')}>
        <Button
          variant="outline"
          size="sm"
          onPress={() => actor.send({ type: 'dialog.open', userId: customer.id })}
        >
          {t('pos.add-vehicle')}
        </Button>
      </span>
      <Dialog
        title={t('pos.add-vehicle-for', { name: customer.name })}
        isOpen={isOpen}
        size="lg"
        onOpenChange={(open) => (open ? undefined : actor.send({ type: 'dialog.close' }))}
        footer={
          <CreateFooter
            createLabel={t('pos.create-vehicle')}
            isBusy={isBusy}
            isDisabled={formData === null}
            onCancel={() => actor.send({ type: 'dialog.close' })}
            onCreate={() => actor.send({ type: 'form.submit' })}
          />
        }
      >
        {snapshot.context.formDataError ? (
          <Banner tone="error" onRetry={() => actor.send({ type: 'formData.retry' })}>
            {t('api.load-form-data-failed')}
          </Banner>
        ) : null}
        {submitText ? <Banner tone="error">{submitText}</Banner> : null}
        {formData === null ? null : (
          <div className="pos-vehicle-form">
            {select(
              t('pos.city'),
              formData.cities,
              values.city_id,
              (id) => actor.send({ type: 'city.select', id }),
              vehicleFieldText(t, fieldErrors.city_id),
            )}
            {select(
              t('pos.plate-type'),
              plateTypes,
              values.plate_type_id,
              (id) => actor.send({ type: 'plateType.select', id }),
              vehicleFieldText(t, fieldErrors.plate_type_id),
            )}
            {plateCodeInput(letters) === 'select'
              ? select(
                  t('pos.plate-code'),
                  letters.map((letter, index) => ({ id: index, name: { en: letter, ar: letter } })),
                  letters.indexOf(values.code) === -1 ? null : letters.indexOf(values.code),
                  (index) =>
                    actor.send({
                      type: 'field.change',
                      field: 'code',
                      value: index === null ? '' : (letters[index] ?? ''),
                    }),
                  vehicleFieldText(t, fieldErrors.code),
                )
              : text('code', t('pos.plate-code'))}
            {text('numbers', t('pos.plate-numbers'))}
            {select(
              t('pos.car-brand'),
              formData.car_brands,
              values.car_brand_id,
              (id) => actor.send({ type: 'brand.select', id }),
              vehicleFieldText(t, fieldErrors.car_brand_id),
            )}
            {select(
              t('pos.model'),
              models,
              values.car_model_id,
              (id) => actor.send({ type: 'field.change', field: 'car_model_id', value: id }),
              undefined,
              false,
            )}
            {select(
              t('pos.car-group'),
              formData.car_groups,
              values.car_group_id,
              (id) => actor.send({ type: 'field.change', field: 'car_group_id', value: id }),
              vehicleFieldText(t, fieldErrors.car_group_id),
            )}
            {select(
              t('pos.car-type'),
              formData.car_types,
              values.car_type_id,
              (id) => actor.send({ type: 'field.change', field: 'car_type_id', value: id }),
              vehicleFieldText(t, fieldErrors.car_type_id),
            )}
            {text('year', t('pos.year'))}
            <ColourPicker
              color={values.color}
              colorName={values.color_name}
              t={t}
              onChange={(change) => {
                actor.send({ type: 'field.change', field: 'color', value: change.color });
                actor.send({ type: 'field.change', field: 'color_name', value: change.colorName });
              }}
              {...(fieldErrors.color === undefined
                ? {}
                : { errorMessage: vehicleFieldText(t, fieldErrors.color) })}
            />
            {text('vin_number', t('pos.vin'), false)}
          </div>
        )}
      </Dialog>
    </>
  );
}
