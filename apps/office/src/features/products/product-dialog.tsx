import type { OfficeProduct } from '@lamaa/api-client';
import { CATALOGUE_NAME_MAX_LENGTH } from '@lamaa/domain';
import { AmountField, Banner, Button, Dialog, TextField } from '@lamaa/ui';
import { type FormEvent, useState } from 'react';
import { pathErrors } from '../../shared/api/path-errors.js';
import { CheckBox } from '../../shared/check-box.js';
import { codeText, saveErrorText } from '../../shared/i18n/code-text.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { checkProduct, NEW_PRODUCT, type ProductDraft, productDraftOf } from './product-form.js';

/** Adds a product (`product` null) or edits one: names, price, before-discount price, Archived. */
export function ProductDialog(props: {
  product: OfficeProduct | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useOfficeText();
  const { api, toasts } = useOfficeServices();
  const [draft, setDraft] = useState<ProductDraft>(() =>
    props.product ? productDraftOf(props.product) : NEW_PRODUCT,
  );
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const errorOf = (path: string) =>
    errors[path] === undefined ? {} : { errorMessage: codeText(t, errors[path]) };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkProduct(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFailure(t('office.fix-fields'));
      return;
    }
    setIsSaving(true);
    const result = props.product
      ? await api.updateOfficeProduct(props.product.id, checked.body)
      : await api.createOfficeProduct(checked.body);
    setIsSaving(false);
    if (result.error) {
      const fieldErrors = pathErrors(result.error);
      setErrors(fieldErrors);
      setFailure(saveErrorText(t, result.error, Object.keys(fieldErrors).length > 0));
      return;
    }
    toasts.success(t('office.product-saved'));
    props.onSaved();
  };

  return (
    <Dialog
      title={t(props.product ? 'office.edit-product' : 'office.add-product')}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) props.onClose();
      }}
      size="lg"
    >
      <form className="office-dialog-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure !== null ? <Banner tone="error">{failure}</Banner> : null}
        <div className="office-form__row">
          <TextField
            label={t('office.service-name-en')}
            isRequired
            maxLength={CATALOGUE_NAME_MAX_LENGTH}
            value={draft.nameEn}
            onChange={(nameEn) => setDraft({ ...draft, nameEn })}
            {...errorOf('name.en')}
          />
          <TextField
            label={t('office.service-name-ar')}
            isRequired
            maxLength={CATALOGUE_NAME_MAX_LENGTH}
            value={draft.nameAr}
            onChange={(nameAr) => setDraft({ ...draft, nameAr })}
            {...errorOf('name.ar')}
          />
        </div>
        <div className="office-form__row">
          <AmountField
            label={t('office.price')}
            isRequired
            value={draft.price}
            onChange={(price) => setDraft({ ...draft, price })}
            {...errorOf('price')}
          />
          <AmountField
            label={t('office.before-discount')}
            description={t('office.before-discount-hint')}
            value={draft.beforeDiscount}
            onChange={(beforeDiscount) => setDraft({ ...draft, beforeDiscount })}
            {...errorOf('before_discount_price')}
          />
        </div>
        <CheckBox
          label={t('office.archived')}
          isSelected={draft.isArchived}
          onChange={(isArchived) => setDraft({ ...draft, isArchived })}
        />
        <div className="office-form__actions">
          <Button variant="secondary" onPress={props.onClose}>
            {t('office.cancel')}
          </Button>
          <Button type="submit" variant="primary" isBusy={isSaving} busyLabel={t('office.saving')}>
            {t('office.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
