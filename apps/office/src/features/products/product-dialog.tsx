import type { OfficeProduct } from '@lamaa/api-client';
import { AmountField } from '@lamaa/ui';
import { useDraft } from '../../shared/form/use-draft.js';
import { CataloguePictureField } from '../../shared/catalogue-picture-field.js';
import { CheckBox } from '../../shared/check-box.js';
import { useAddOrEdit } from '../../shared/form/use-add-or-edit.js';
import { CatalogueNameFields } from '../../shared/catalogue-name-fields.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { OfficeFormDialog } from '../../shared/office-form-dialog.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { checkProduct, NEW_PRODUCT, type ProductDraft, productDraftOf } from './product-form.js';

/** Adds a product (`product` null) or edits one: names, price, before-discount price, Archived. */
export function ProductDialog(props: {
  product: OfficeProduct | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useOfficeText();
  const { api } = useOfficeServices();
  const { draft, setDraft, set } = useDraft<ProductDraft>(() =>
    props.product ? productDraftOf(props.product) : NEW_PRODUCT,
  );
  const { errorOf, dialog } = useAddOrEdit('product', props.product, props, {
    check: () => checkProduct(draft),
    create: (body) => api.createOfficeProduct(body),
    update: (editing, body) => api.updateOfficeProduct(editing.id, body),
  });

  return (
    <OfficeFormDialog {...dialog}>
      <CatalogueNameFields draft={draft} set={set} errorOf={errorOf} />
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
      <CataloguePictureField
        name={draft.nameEn}
        url={draft.image}
        onChange={(image) => setDraft((current) => ({ ...current, image }))}
        {...errorOf('image')}
      />
      <CheckBox
        label={t('office.archived')}
        isSelected={draft.isArchived}
        onChange={(isArchived) => setDraft({ ...draft, isArchived })}
      />
    </OfficeFormDialog>
  );
}
