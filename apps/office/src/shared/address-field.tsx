import { ADDRESS_MAX_LENGTH } from '@lamaa/domain';
import { TextField, type TextFieldProps } from '@lamaa/ui';
import { useOfficeText } from './i18n/use-office-text.js';

/**
 * The postal address of the business or a branch, as printed on its tax invoices: optional,
 * up to the domain's limit, its problem under it when marked.
 * @example <AddressField value={draft.address} onChange={set('address')} {...errorOf('address')} />
 */
export function AddressField(props: Pick<TextFieldProps, 'value' | 'onChange' | 'errorMessage'>) {
  const t = useOfficeText();
  return (
    <TextField
      label={t('office.address')}
      name="address"
      maxLength={ADDRESS_MAX_LENGTH}
      {...props}
    />
  );
}
