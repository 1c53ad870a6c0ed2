import type { OfficeService } from '@lamaa/api-client';
import { CATALOGUE_NAME_MAX_LENGTH, INCLUDED_ENTRY_MAX_LENGTH } from '@lamaa/domain';
import { Button, TextField } from '@lamaa/ui';
import { useState } from 'react';
import { useDraft } from '../../shared/form/use-draft.js';
import { useAddOrEdit } from '../../shared/form/use-add-or-edit.js';
import { CataloguePictureField } from '../../shared/catalogue-picture-field.js';
import { CheckBox } from '../../shared/check-box.js';
import { CatalogueNameFields } from '../../shared/catalogue-name-fields.js';
import { GroupPriceFields } from '../../shared/group-price-fields.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { OfficeFormDialog } from '../../shared/office-form-dialog.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { NamePairFields } from '../../shared/name-pair-fields.js';
import {
  checkService,
  NEW_SERVICE,
  newOption,
  type OptionDraft,
  type ServiceDraft,
  serviceDraftOf,
} from './service-form.js';
import '../../shared/office-groups.css';
import './service-dialog.css';

/**
 * Adds a service (`service` null) or edits one with its options and their prices per car
 * group. Saved options are archived, never removed; what was typed stays on a refusal.
 */
export function ServiceDialog(props: {
  service: OfficeService | null;
  onClose: () => void;
  onSaved: (service: OfficeService) => void;
}) {
  const t = useOfficeText();
  const { api } = useOfficeServices();
  const { draft, set } = useDraft<ServiceDraft>(() =>
    props.service ? serviceDraftOf(props.service) : NEW_SERVICE,
  );
  const { errorOf, dialog } = useAddOrEdit('service', props.service, props, {
    check: () => checkService(draft),
    create: (body) => api.createOfficeService(body),
    update: (editing, body) => api.updateOfficeService(editing.id, body),
  });
  const [added, setAdded] = useState(0);
  const setOption = (index: number, change: Partial<OptionDraft>) =>
    set('options')(
      draft.options.map((option, at) => (at === index ? { ...option, ...change } : option)),
    );

  return (
    <OfficeFormDialog {...dialog}>
      <CatalogueNameFields draft={draft} set={set} errorOf={errorOf} />
      <CataloguePictureField
        label={t('office.icon')}
        name={draft.nameEn}
        url={draft.icon}
        onChange={set('icon')}
        {...errorOf('icon')}
      />
      <div className="office-form__row">
        <TextField
          label={t('office.display-order')}
          name="display_order"
          value={draft.displayOrder}
          onChange={set('displayOrder')}
          {...errorOf('display_order')}
        />
      </div>
      <div className="office-row-actions">
        <CheckBox
          label={t('office.is-add-on')}
          isSelected={draft.isAddOns}
          onChange={set('isAddOns')}
        />
        <CheckBox
          label={t('office.archived')}
          isSelected={draft.isArchived}
          onChange={set('isArchived')}
        />
      </div>

      <fieldset className="office-group office-service__group">
        <legend>{t('office.included')}</legend>
        {draft.included.map((entry, index) => (
          <div key={entry.key} className="office-service__included">
            <TextField
              label={t('office.included-en', { n: index + 1 })}
              maxLength={INCLUDED_ENTRY_MAX_LENGTH}
              value={entry.en}
              onChange={(value) =>
                set('included')(
                  draft.included.map((row, at) => (at === index ? { ...row, en: value } : row)),
                )
              }
              {...errorOf(`included.${index}.en`)}
            />
            <TextField
              label={t('office.included-ar', { n: index + 1 })}
              maxLength={INCLUDED_ENTRY_MAX_LENGTH}
              value={entry.ar}
              onChange={(value) =>
                set('included')(
                  draft.included.map((row, at) => (at === index ? { ...row, ar: value } : row)),
                )
              }
              {...errorOf(`included.${index}.ar`)}
            />
            <Button
              variant="ghost"
              size="sm"
              onPress={() => set('included')(draft.included.filter((_, at) => at !== index))}
            >
              {t('office.remove-entry', { n: index + 1 })}
            </Button>
          </div>
        ))}
        <Button
          variant="outline"
          size="sm"
          onPress={() => {
            setAdded((count) => count + 1);
            set('included')([...draft.included, { key: `new-included-${added}`, en: '', ar: '' }]);
          }}
        >
          {t('office.add-included')}
        </Button>
      </fieldset>

      <fieldset className="office-group office-service__group">
        <legend>{t('office.options')}</legend>
        {draft.options.map((option, index) => (
          <fieldset key={option.key} className="office-group office-service__option">
            <legend>{t('office.option-n', { n: index + 1 })}</legend>
            <NamePairFields
              labels={{
                en: t('office.option-name-en', { n: index + 1 }),
                ar: t('office.option-name-ar', { n: index + 1 }),
              }}
              maxLength={CATALOGUE_NAME_MAX_LENGTH}
              en={{
                value: option.nameEn,
                onChange: (nameEn) => setOption(index, { nameEn }),
                ...errorOf(`options.${index}.name.en`),
              }}
              ar={{
                value: option.nameAr,
                onChange: (nameAr) => setOption(index, { nameAr }),
                ...errorOf(`options.${index}.name.ar`),
              }}
            />
            <GroupPriceFields
              prices={option.prices}
              onChange={(prices) => setOption(index, { prices })}
              path={`options.${index}.prices`}
              errorOf={errorOf}
              labelOf={(group) => t('office.option-price', { n: index + 1, group })}
            />
            <div className="office-row-actions">
              <CheckBox
                label={t('office.option-exclusive', { n: index + 1 })}
                isSelected={option.isExclusive}
                onChange={(value) => setOption(index, { isExclusive: value })}
              />
              {option.id === undefined ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onPress={() => set('options')(draft.options.filter((_, at) => at !== index))}
                >
                  {t('office.remove-option', { n: index + 1 })}
                </Button>
              ) : (
                <CheckBox
                  label={t('office.option-archived', { n: index + 1 })}
                  isSelected={option.isArchived}
                  onChange={(value) => setOption(index, { isArchived: value })}
                />
              )}
            </div>
          </fieldset>
        ))}
        <Button
          variant="outline"
          size="sm"
          onPress={() => {
            setAdded((count) => count + 1);
            set('options')([...draft.options, newOption(`new-option-${added}`)]);
          }}
        >
          {t('office.add-option')}
        </Button>
      </fieldset>
    </OfficeFormDialog>
  );
}
