import { TRN_INPUT_MAX_LENGTH } from '@lamaa/domain';
import type { OfficeBusiness } from '@lamaa/api-client';
import { Banner, Button, TextField, useLoader } from '@lamaa/ui';
import type { FormEvent } from 'react';
import { useDraft } from '../../shared/form/use-draft.js';
import { serverFieldErrors } from '../../shared/form/field-errors.js';
import { useOfficeSave } from '../../shared/form/use-office-save.js';
import { CheckBox } from '../../shared/check-box.js';
import { Loaded } from '../../shared/loaded.js';
import { AddressField } from '../../shared/address-field.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { NamePairFields } from '../../shared/name-pair-fields.js';
import { ApprovalRulesSection } from './approval-rules-section.js';
import { BusinessLogoSection } from './business-logo-section.js';
import { ShiftSettingsSection } from './shift-settings-section.js';
import { BUSINESS_FIELDS, type BusinessDraft, checkBusiness, draftOf } from './business-form.js';
import '../../shared/office-page.css';

/** /office/business (the owner): the business's legal names, address and tax settings. */
export function BusinessPage() {
  const t = useOfficeText();
  const { api } = useOfficeServices();
  const business = useLoader('office-business', null, (_, signal) => api.getOfficeBusiness(signal));
  return (
    <section className="office-page" aria-labelledby="business-title">
      <header className="office-page__header">
        <div>
          <h1 id="business-title" className="office-page__title">
            {t('office.business-title')}
          </h1>
          <p className="office-page__intro">{t('office.business-intro')}</p>
        </div>
      </header>
      <Loaded view={business}>
        {(saved) => (
          <>
            <BusinessForm key={saved.id} saved={saved} />
            <BusinessLogoSection saved={saved} />
          </>
        )}
      </Loaded>
      <ApprovalRulesSection />
      <ShiftSettingsSection />
    </section>
  );
}

/** The form itself: what was typed stays on a refusal, with each field's reason under it. */
function BusinessForm({ saved }: { saved: OfficeBusiness }) {
  const t = useOfficeText();
  const { api, toasts } = useOfficeServices();
  const { draft, setDraft, set } = useDraft<BusinessDraft>(() => draftOf(saved));
  const { errorOf, failure, isSaving, save } = useOfficeSave((error) =>
    serverFieldErrors(error, BUSINESS_FIELDS),
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await save(checkBusiness(draft), (body) => api.updateOfficeBusiness(body));
    if (!saved) return;
    setDraft(draftOf(saved.data));
    toasts.success(t('office.business-saved'));
  };

  return (
    <form
      className="office-form"
      noValidate
      aria-labelledby="business-title"
      onSubmit={(event) => void onSubmit(event)}
    >
      {failure !== null ? <Banner tone="error">{failure}</Banner> : null}
      <NamePairFields
        labels={{ en: t('office.legal-name-en'), ar: t('office.legal-name-ar') }}
        inputName="legal_name"
        en={{ value: draft.legalNameEn, onChange: set('legalNameEn'), ...errorOf('legalNameEn') }}
        ar={{ value: draft.legalNameAr, onChange: set('legalNameAr'), ...errorOf('legalNameAr') }}
      />
      <AddressField value={draft.address} onChange={set('address')} {...errorOf('address')} />
      <TextField
        label={t('office.trn')}
        name="trn"
        description={t('office.trn-hint')}
        maxLength={TRN_INPUT_MAX_LENGTH}
        value={draft.trn}
        onChange={set('trn')}
        {...errorOf('trn')}
      />
      <CheckBox
        label={t('office.vat-registered')}
        name="vat_registered"
        isSelected={draft.vatRegistered}
        onChange={set('vatRegistered')}
      />
      <CheckBox
        label={t('office.prices-include-vat')}
        name="prices_include_vat"
        isSelected={draft.pricesIncludeVat}
        onChange={set('pricesIncludeVat')}
      />
      <div className="office-form__actions">
        <Button type="submit" variant="primary" isBusy={isSaving} busyLabel={t('office.saving')}>
          {t('office.save')}
        </Button>
      </div>
    </form>
  );
}
