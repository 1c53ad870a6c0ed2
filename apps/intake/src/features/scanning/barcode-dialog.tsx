import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { Checkbox, Switch } from 'react-aria-components';
import type { ActorRefFrom } from 'xstate';
import type { Material } from '@lamaa/api-client';
import type { materialDraftMachine } from '@lamaa/domain';
import { AmountField, Button, Dialog, Select, TextField, useLocale } from '@lamaa/ui';
import { codeKey } from '../../i18n/code-key.js';
import { useIntakeText } from '../../i18n/use-intake-text.js';
import { BarcodeRows } from './barcode-rows.js';
import type { BarcodeReader } from './barcode-reader.js';
import { CameraScanner } from './camera-scanner.js';
import { scanEntryQuantity } from './scan-entry-quantity.js';
import { useWedgeScanner } from './use-wedge-scanner.js';

/** Props of BarcodeDialog. */
export interface BarcodeDialogProps {
  draft: ActorRefFrom<typeof materialDraftMachine>;
  materials: readonly Material[];
  /** Loads the camera's barcode reader (tests hand in their own). */
  loadReader?: () => Promise<BarcodeReader>;
}

const QUICK_AMOUNTS = [1, 5, 10] as const;

/**
 * The Barcode Scanning dialog (and Edit Material Item): material, price per item, include
 * tax, then auto-generate with a quick quantity add, or scanning mode where Enter adds the
 * barcode (a USB wedge scanner's characters-then-Enter works untouched) and the camera
 * scanner; rows can be edited or removed; Add to List hands the line to the list.
 */
export function BarcodeDialog({ draft, materials, loadReader }: BarcodeDialogProps) {
  const t = useIntakeText();
  const { language } = useLocale();
  const isOpen = useSelector(draft, (snapshot) => !snapshot.matches('closed'));
  const isScanning = useSelector(draft, (snapshot) =>
    snapshot.matches({ open: { scanner: 'on' } }),
  );
  const context = useSelector(draft, (snapshot) => snapshot.context);
  const isEditing = context.editingIndex !== null;
  const options = materials.map((material) => ({
    id: String(material.id),
    label: (language === 'ar' ? material.name.ar : '') || material.name.en,
  }));

  // Start Scanning puts the cursor where a USB scanner types; a burst typed elsewhere on the
  // screen (the focus left on a button) is read as a scan all the same.
  const entryRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (isScanning) entryRef.current?.querySelector('input')?.focus();
  }, [isScanning]);
  useWedgeScanner(isScanning, entryRef, (barcode) =>
    draft.send({ type: 'scanner.detect', barcode }),
  );

  const submitEntry = () => {
    const { draft: current, entry } = draft.getSnapshot().context;
    const merged = scanEntryQuantity(current.items, entry);
    if (merged !== null) draft.send({ type: 'entry.change', quantity: merged });
    draft.send({ type: 'entry.submit' });
  };

  return (
    <Dialog
      title={t(isEditing ? 'intake.edit-material-item' : 'intake.barcode-scanning')}
      isOpen={isOpen}
      size="lg"
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) draft.send({ type: 'dialog.close' });
      }}
      footer={
        <>
          <Button variant="outline" onPress={() => draft.send({ type: 'dialog.close' })}>
            {t('actions.cancel')}
          </Button>
          <Button onPress={() => draft.send({ type: 'draft.save' })}>
            {t(isEditing ? 'actions.save-changes' : 'intake.add-to-list')}
          </Button>
        </>
      }
    >
      <div className="intake-dialog">
        <Select
          label={t('intake.material')}
          placeholder={t('intake.choose-material')}
          options={options}
          selectedId={context.draft.materialId === null ? null : String(context.draft.materialId)}
          onSelectionChange={(id) => draft.send({ type: 'material.select', id: Number(id) })}
        />
        <AmountField
          label={t('intake.price-per-item')}
          value={context.draft.priceText}
          onChange={(text) => draft.send({ type: 'price.change', text })}
        />
        <Checkbox
          className="intake-check"
          isSelected={context.draft.includeTax}
          onChange={(value) => draft.send({ type: 'tax.set', value })}
        >
          <span className="intake-check__box" aria-hidden="true" />
          {t('intake.include-tax')}
        </Checkbox>
        <Switch
          className="intake-switch"
          isSelected={context.draft.autoGenerate}
          onChange={(value) => draft.send({ type: 'autoGenerate.set', value })}
        >
          <span className="intake-switch__track" aria-hidden="true" />
          {t('intake.auto-generate')}
        </Switch>

        {context.draft.autoGenerate ? (
          <div className="intake-dialog__auto">
            <TextField
              label={t('intake.quantity-to-generate')}
              value={context.draft.autoQuantity}
              onChange={(text) => draft.send({ type: 'autoQuantity.change', text })}
            />
            <div className="intake-dialog__quick">
              {QUICK_AMOUNTS.map((amount) => (
                <Button
                  key={amount}
                  variant="outline"
                  size="sm"
                  onPress={() => draft.send({ type: 'autoQuantity.add', amount })}
                >
                  {t('intake.quick-add', { n: amount })}
                </Button>
              ))}
            </div>
          </div>
        ) : (
          <section className="intake-dialog__scan" aria-label={t('intake.scanning-mode')}>
            <p className="intake-dialog__hint">{t('intake.scanning-hint')}</p>
            <form
              ref={entryRef}
              className="intake-dialog__entry"
              onSubmit={(event) => {
                event.preventDefault();
                submitEntry();
              }}
            >
              <TextField
                label={t('intake.barcode')}
                value={context.entry.barcode}
                autoComplete="off"
                onChange={(barcode) => draft.send({ type: 'entry.change', barcode })}
              />
              <TextField
                label={t('intake.quantity')}
                value={context.entry.quantity}
                autoComplete="off"
                onChange={(quantity) => draft.send({ type: 'entry.change', quantity })}
              />
              <Button type="submit" variant="secondary">
                {t('intake.add-line')}
              </Button>
            </form>
            <Button
              variant="outline"
              onPress={() => draft.send({ type: isScanning ? 'scanner.stop' : 'scanner.start' })}
            >
              {t(isScanning ? 'intake.stop-scanning' : 'intake.start-scanning')}
            </Button>
            {isScanning ? (
              <CameraScanner
                onDetect={(barcode) => draft.send({ type: 'scanner.detect', barcode })}
                {...(loadReader ? { loadReader } : {})}
              />
            ) : null}
            <BarcodeRows
              items={context.draft.items}
              onEdit={(index, barcode, quantity) =>
                draft.send({ type: 'item.edit', index, barcode, quantity })
              }
              onRemove={(index) => draft.send({ type: 'item.remove', index })}
            />
          </section>
        )}
        <div aria-live="polite" className="intake-dialog__notice">
          {context.notice === 'intake.barcode-quantity-updated'
            ? t('toasts.barcode-quantity-updated')
            : null}
        </div>
        {context.error !== null ? (
          <p className="intake-error" role="alert">
            {t(codeKey(context.error.code))}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
