import { useState } from 'react';
import { Button, IconButton, TextField } from '@lamaa/ui';
import type { BarcodeLine } from '@lamaa/domain';
import { useIntakeText } from '../../i18n/use-intake-text.js';

/** Props of BarcodeRows. */
export interface BarcodeRowsProps {
  items: readonly BarcodeLine[];
  onEdit: (index: number, barcode: string, quantity: string) => void;
  onRemove: (index: number) => void;
}

/** The scanned barcode rows of the dialog; each can be edited in place or removed. */
export function BarcodeRows({ items, onEdit, onRemove }: BarcodeRowsProps) {
  const t = useIntakeText();
  const [editing, setEditing] = useState<{
    index: number;
    barcode: string;
    quantity: string;
  } | null>(null);
  if (items.length === 0) return null;
  return (
    <ul className="intake-rows" aria-label={t('intake.barcode')}>
      {items.map((item, index) =>
        editing?.index === index ? (
          <li key={`edit-${index}`} className="intake-rows__row intake-rows__row--editing">
            <form
              className="intake-rows__edit"
              onSubmit={(event) => {
                event.preventDefault();
                onEdit(index, editing.barcode, editing.quantity);
                setEditing(null);
              }}
            >
              <TextField
                label={t('intake.barcode')}
                value={editing.barcode}
                onChange={(barcode) => setEditing({ ...editing, barcode })}
              />
              <TextField
                label={t('intake.quantity')}
                value={editing.quantity}
                onChange={(quantity) => setEditing({ ...editing, quantity })}
              />
              <Button type="submit" size="sm">
                {t('intake.save-line')}
              </Button>
            </form>
          </li>
        ) : (
          <li key={item.barcode} className="intake-rows__row">
            <bdi className="intake-rows__barcode">{item.barcode}</bdi>
            <span className="intake-rows__quantity">× {item.quantity}</span>
            <IconButton
              label={t('intake.edit-line', { barcode: item.barcode })}
              icon="✎"
              onPress={() =>
                setEditing({ index, barcode: item.barcode, quantity: String(item.quantity) })
              }
            />
            <IconButton
              label={t('intake.remove-line', { barcode: item.barcode })}
              icon="✕"
              onPress={() => onRemove(index)}
            />
          </li>
        ),
      )}
    </ul>
  );
}
