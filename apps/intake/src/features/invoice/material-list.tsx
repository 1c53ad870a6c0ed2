import {
  AUTO_GENERATE,
  intakeTotals,
  materialLineTotals,
  type DraftMaterialLine,
} from '@lamaa/domain';
import { EmptyState, IconButton, Money, useFormat } from '@lamaa/ui';
import { useIntakeText } from '../../i18n/use-intake-text.js';

/** Props of MaterialList. */
export interface MaterialListProps {
  lines: readonly DraftMaterialLine[];
  /** The material's name on screen, by id. */
  nameOf: (materialId: number) => string;
  isDisabled?: boolean;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
}

/**
 * The scanned materials: each with per-barcode rows (barcode, quantity, unit price,
 * subtotal) and its item total, then the total quantity and the grand total in AED.
 */
export function MaterialList({ lines, nameOf, isDisabled, onEdit, onRemove }: MaterialListProps) {
  const t = useIntakeText();
  const format = useFormat();
  if (lines.length === 0) return <EmptyState title={t('intake.no-items')} />;
  const totals = intakeTotals(lines);
  return (
    <div className="intake-list">
      {lines.map((line, index) => {
        const name = nameOf(line.material_id);
        const lineTotals = materialLineTotals(line);
        return (
          <article key={`${line.material_id}-${index}`} className="intake-item" aria-label={name}>
            <header className="intake-item__header">
              <h3 className="intake-item__name">{name}</h3>
              {line.include_tax ? (
                <span className="intake-item__tag">{t('intake.with-tax')}</span>
              ) : null}
              <span className="intake-item__actions">
                <IconButton
                  label={t('intake.edit-item', { name })}
                  icon="✎"
                  variant="outline"
                  isDisabled={isDisabled}
                  onPress={() => onEdit(index)}
                />
                <IconButton
                  label={t('intake.remove-item', { name })}
                  icon="✕"
                  variant="outline"
                  isDisabled={isDisabled}
                  onPress={() => onRemove(index)}
                />
              </span>
            </header>
            <table className="intake-table">
              <thead>
                <tr>
                  <th scope="col">{t('intake.barcode')}</th>
                  <th scope="col">{t('intake.quantity')}</th>
                  <th scope="col">{t('intake.unit-price')}</th>
                  <th scope="col">{t('intake.subtotal')}</th>
                </tr>
              </thead>
              <tbody>
                {line.items.map((item, row) => (
                  <tr key={item.barcode}>
                    <td>
                      {item.barcode === AUTO_GENERATE ? (
                        t('intake.auto-generated')
                      ) : (
                        <bdi>{item.barcode}</bdi>
                      )}
                    </td>
                    <td>{format.number(item.quantity)}</td>
                    <td>
                      <Money fils={line.price} />
                    </td>
                    <td>
                      <Money fils={lineTotals.subtotals[row] ?? 0} />
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('intake.item-total')}</th>
                  <td>{format.number(lineTotals.totalQuantity)}</td>
                  <td />
                  <td>
                    <Money fils={lineTotals.itemTotal} />
                  </td>
                </tr>
              </tfoot>
            </table>
          </article>
        );
      })}
      <dl className="intake-totals">
        <div>
          <dt>{t('intake.total-quantity')}</dt>
          <dd data-testid="total-quantity">{format.number(totals.totalQuantity)}</dd>
        </div>
        <div>
          <dt>{t('intake.grand-total')}</dt>
          <dd data-testid="grand-total">
            <Money fils={totals.grandTotal} />
          </dd>
        </div>
      </dl>
    </div>
  );
}
