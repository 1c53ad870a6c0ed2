import type { OfficeBusiness } from '@lamaa/api-client';
import { IMAGE_SIZES } from '@lamaa/domain';
import { useState } from 'react';
import { ImageField, uploadOutcome } from '../../shared/image-field.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { saveErrorText } from '../../shared/i18n/code-text.js';
import { useOfficeServices } from '../../shared/office-services.js';

/**
 * On the Business screen: the logo printed on tax invoices and receipts. Choosing a file
 * uploads and sets it at once; removing it takes it off at once.
 */
export function BusinessLogoSection({ saved }: { saved: OfficeBusiness }) {
  const t = useOfficeText();
  const { api, toasts } = useOfficeServices();
  const [logo, setLogo] = useState(saved.logo_url);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const name = saved.legal_name.en || t('office.logo');

  const onRemove = async () => {
    const result = await api.removeOfficeBusinessLogo();
    if (result.error) {
      setFailure(saveErrorText(t, result.error, false));
      return;
    }
    setFailure(undefined);
    setLogo(null);
    toasts.success(t('office.logo-removed'));
  };

  return (
    <section className="office-form" aria-labelledby="business-logo-title">
      <h2 id="business-logo-title" className="office-page__title">
        {t('office.logo')}
      </h2>
      <ImageField
        texts={{
          label: t('office.logo'),
          hint: t('office.logo-hint'),
          none: t('office.logo-none'),
          alt: t('office.logo-of', { name }),
          choose: t('office.logo-choose'),
          replace: t('office.logo-replace'),
          remove: t('office.logo-remove'),
        }}
        url={logo}
        previewSize={IMAGE_SIZES.logo}
        onUpload={async (file) => {
          const outcome = uploadOutcome(
            t,
            await api.setOfficeBusinessLogo(file),
            (business) => business.logo_url,
          );
          if ('url' in outcome) {
            setFailure(undefined);
            setLogo(outcome.url);
            toasts.success(t('office.logo-saved'));
          }
          return outcome;
        }}
        onRemove={() => void onRemove()}
        errorMessage={failure}
      />
    </section>
  );
}
