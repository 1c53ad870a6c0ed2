import type { MaterialInvoice } from '@lamaa/api-client';
import { Button, Dialog, Money, useFormat, useLocale } from '@lamaa/ui';
import { useIntakeText } from '../../i18n/use-intake-text.js';

/** Props of InvoiceSuccessDialog. */
export interface InvoiceSuccessDialogProps {
  invoice: MaterialInvoice | null;
  onClose: () => void;
}

/** Invoice Created Successfully: supplier, branch and each item (material id, quantity, price, barcode), with Close. */
export function InvoiceSuccessDialog({ invoice, onClose }: InvoiceSuccessDialogProps) {
  const t = useIntakeText();
  const format = useFormat();
  const { language } = useLocale();
  const nameOf = (name: { en: string; ar: string } | undefined) =>
    name === undefined ? t('intake.not-available') : (language === 'ar' ? name.ar : '') || name.en;
  return (
    <Dialog
      title={t('intake.invoice-created')}
      isOpen={invoice !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={<Button onPress={onClose}>{t('actions.close')}</Button>}
    >
      {invoice !== null ? (
        <div className="intake-success">
          <p className="intake-success__number">{t('intake.invoice-number', { id: invoice.id })}</p>
          <dl className="intake-success__facts">
            <div>
              <dt>{t('intake.supplier')}</dt>
              <dd>{nameOf(invoice.supplier.name)}</dd>
            </div>
            <div>
              <dt>{t('intake.branch')}</dt>
              <dd>{nameOf(invoice.branch?.name)}</dd>
            </div>
          </dl>
          <table className="intake-table" aria-label={t('intake.items')}>
            <thead>
              <tr>
                <th scope="col">{t('intake.material-id')}</th>
                <th scope="col">{t('intake.quantity')}</th>
                <th scope="col">{t('intake.price')}</th>
                <th scope="col">{t('intake.barcode')}</th>
              </tr>
            </thead>
            <tbody>
              {invoice.material_items.map((item) => (
                <tr key={item.id}>
                  <td>{format.number(item.material_id)}</td>
                  <td>{format.number(item.quantity)}</td>
                  <td>
                    <Money fils={item.price} />
                  </td>
                  <td>
                    <bdi>{item.barcode}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Dialog>
  );
}
