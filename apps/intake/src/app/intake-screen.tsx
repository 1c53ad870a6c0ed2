import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { MaterialInvoice } from '@lamaa/api-client';
import { isIntakeLocked, type DraftMaterialLine } from '@lamaa/domain';
import { Button, FullScreenLoading, LanguageSwitch, useLocale } from '@lamaa/ui';
import { InvoiceAttachments } from '../features/attachments/invoice-attachments.js';
import { InvoiceCallError, provideInvoiceMachine } from '../features/invoice/invoice-logic.js';
import { MaterialList } from '../features/invoice/material-list.js';
import type { BarcodeReader } from '../features/scanning/barcode-reader.js';
import type { BarcodeDialogRequest } from '../features/scanning/barcode-scanning.js';
import { SupplierPanel } from '../features/suppliers/supplier-panel.js';
import { codeKey } from '../i18n/code-key.js';
import { invoiceFailureText } from '../i18n/invoice-failure-text.js';
import { useIntakeText } from '../i18n/use-intake-text.js';
import { clearDraft, loadDraft, saveDraft } from './draft-storage.js';
import { useIntakeServices } from '../shared/intake-services.js';
import {
  loadBarcodeScanning,
  loadClearItemsDialog,
  loadInvoiceSuccessDialog,
  loadProgressBar,
  prefetchOnDemandParts,
} from './on-demand-parts.js';
import { useIntakeCatalog } from './use-intake-catalog.js';

/** Props of IntakeScreen. */
export interface IntakeScreenProps {
  /** Loads the camera's barcode reader (tests hand in their own). */
  loadReader?: () => Promise<BarcodeReader>;
}

// Dialogs open only on a person's action: their code stays out of the first load.
const ClearItemsDialog = lazy(() =>
  loadClearItemsDialog().then((module) => ({ default: module.ClearItemsDialog })),
);
const BarcodeScanning = lazy(() =>
  loadBarcodeScanning().then((module) => ({ default: module.BarcodeScanning })),
);
const InvoiceSuccessDialog = lazy(() =>
  loadInvoiceSuccessDialog().then((module) => ({ default: module.InvoiceSuccessDialog })),
);
// Shown only while an invoice is sent (fetched ahead with the other on-demand parts).
const ProgressBar = lazy(() =>
  loadProgressBar().then((module) => ({ default: module.ProgressBar })),
);

/** True for a real file among the machine's attachments. */
const isFile = (value: unknown): value is File => value instanceof File;

/**
 * The material-intake screen at /scan: branch and supplier, the Barcode Scanning dialog,
 * attachments, the scanned-materials list and Create Invoice. The draft list and chosen
 * supplier are kept in the browser's storage until the invoice is created.
 */
export function IntakeScreen({ loadReader }: IntakeScreenProps) {
  const t = useIntakeText();
  const { language } = useLocale();
  const services = useIntakeServices();
  const { api, toasts, storage, progress, isBranchMode } = services;
  const catalog = useIntakeCatalog();
  const [created, setCreated] = useState<MaterialInvoice | null>(null);
  const [isClearing, setIsClearing] = useState(false);
  const [machine] = useState(() => provideInvoiceMachine(api, setCreated));
  const invoice = useActorRef(machine, { input: { isBranchMode } });
  const [dialogRequest, setDialogRequest] = useState<BarcodeDialogRequest | null>(null);
  const context = useSelector(invoice, (snapshot) => snapshot.context);
  const isSubmitting = useSelector(invoice, (snapshot) => snapshot.matches('submitting'));
  const isSucceeded = useSelector(invoice, (snapshot) => snapshot.matches('succeeded'));
  const percent = useSyncExternalStore(progress.subscribe, progress.get);
  const isLocked = isIntakeLocked(context);

  // The dialogs' code once the lists have come: on a slow link they would share its bandwidth.
  useEffect(() => (catalog.isLoading ? undefined : prefetchOnDemandParts()), [catalog.isLoading]);

  // Restore the kept draft once, then keep every change (and forget it once created).
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const kept = loadDraft(storage);
    if (kept !== null) {
      if (kept.branchId !== null) invoice.send({ type: 'branch.select', id: kept.branchId });
      if (kept.supplierId !== null) invoice.send({ type: 'supplier.select', id: kept.supplierId });
      for (const line of [...kept.lines].reverse()) invoice.send({ type: 'line.add', line });
    }
    const subscription = invoice.subscribe((snapshot) => {
      if (snapshot.matches('succeeded')) clearDraft(storage);
      else if (snapshot.matches('editing'))
        saveDraft(storage, {
          branchId: snapshot.context.branchId,
          supplierId: snapshot.context.supplierId,
          lines: snapshot.context.lines,
        });
    });
    return () => subscription.unsubscribe();
  }, [invoice, storage]);

  // The dialog hands its line to the list: a new one is prepended, an edited one replaced.
  const addLine = useCallback(
    (line: DraftMaterialLine) => invoice.send({ type: 'line.add', line }),
    [invoice],
  );
  const updateLine = useCallback(
    (index: number, line: DraftMaterialLine) => {
      invoice.send({ type: 'line.update', index, line });
      toasts.success(t('toasts.item-updated'));
    },
    [invoice, toasts, t],
  );

  // Tell the outcome of Create Invoice once per attempt.
  const error = context.error;
  useEffect(() => {
    if (error === null) return;
    if (error.cause instanceof InvoiceCallError)
      toasts.error(invoiceFailureText(error.cause.apiError, t), {
        title: t('errors.title-error'),
      });
    else
      toasts.error(t(codeKey(error.code)), {
        title: t(
          error.code === 'intake.invoice-failed' || error.code === 'intake.invalid-response'
            ? 'errors.title-error'
            : 'errors.title-validation-error',
        ),
      });
  }, [error, toasts, t]);
  useEffect(() => {
    if (isSucceeded && created !== null)
      toasts.success(t('toasts.invoice-created', { id: created.id }));
  }, [isSucceeded, created, toasts, t]);

  if (catalog.isLoading) return <FullScreenLoading />;

  const nameOf = (id: number) => {
    const material = catalog.materials.find((candidate) => candidate.id === id);
    return material === undefined
      ? t('intake.unknown-material', { id })
      : (language === 'ar' ? material.name.ar : '') || material.name.en;
  };
  const errorText =
    error === null
      ? null
      : error.cause instanceof InvoiceCallError
        ? invoiceFailureText(error.cause.apiError, t)
        : t(codeKey(error.code));

  return (
    <main className="intake">
      <div className="intake__top">
        <h1 className="intake__title">{t('intake.title')}</h1>
        <LanguageSwitch />
      </div>
      <SupplierPanel
        isBranchMode={isBranchMode}
        branches={catalog.branches}
        suppliers={catalog.suppliers}
        branchId={context.branchId}
        supplierId={context.supplierId}
        isLocked={isLocked}
        onBranchChange={(id) => invoice.send({ type: 'branch.select', id })}
        onSupplierChange={(id) => invoice.send({ type: 'supplier.select', id })}
        onSupplierAdded={(supplier) => {
          catalog.addSupplier(supplier);
          invoice.send({ type: 'supplier.select', id: supplier.id });
        }}
      />
      <section className="intake-panel" aria-labelledby="scanned-heading">
        <div className="intake-panel__head">
          <h2 id="scanned-heading">{t('intake.scanned-materials')}</h2>
          <Button isDisabled={isLocked || isSubmitting} onPress={() => setDialogRequest({})}>
            {t('intake.barcode-scanning')}
          </Button>
        </div>
        <MaterialList
          lines={context.lines}
          nameOf={nameOf}
          isDisabled={isSubmitting}
          onEdit={(index) => {
            const line = context.lines[index];
            if (line !== undefined) setDialogRequest({ edit: { index, line } });
          }}
          onRemove={(index) => invoice.send({ type: 'line.remove', index })}
        />
      </section>
      <InvoiceAttachments
        files={context.attachments.filter(isFile)}
        isDisabled={isSubmitting}
        onAdd={(files) => invoice.send({ type: 'attachments.add', files })}
        onRemove={(index) => invoice.send({ type: 'attachment.remove', index })}
      />
      <section className="intake-panel intake-actions">
        {isSubmitting ? (
          <Suspense fallback={<p role="status">{t('intake.uploading')}</p>}>
            <ProgressBar
              label={t('intake.uploading')}
              {...(percent === null ? {} : { value: percent })}
            />
          </Suspense>
        ) : null}
        {errorText !== null ? (
          <p className="intake-error" role="alert">
            {errorText}
          </p>
        ) : null}
        <div className="intake-actions__buttons">
          <Button
            variant="outline"
            isDisabled={context.lines.length === 0 || isSubmitting}
            onPress={() => setIsClearing(true)}
          >
            {t('intake.clear-all-items')}
          </Button>
          <Button
            isBusy={isSubmitting}
            busyLabel={t('busy.creating')}
            onPress={() => invoice.send({ type: 'invoice.submit' })}
          >
            {t('intake.create-invoice')}
          </Button>
        </div>
      </section>
      <Suspense fallback={null}>
        <BarcodeScanning
          request={dialogRequest}
          lines={context.lines}
          materials={catalog.materials}
          onLineAdded={addLine}
          onLineUpdated={updateLine}
          {...(loadReader ? { loadReader } : {})}
        />
        {isSucceeded && created !== null ? (
          <InvoiceSuccessDialog
            invoice={created}
            onClose={() => {
              invoice.send({ type: 'success.close' });
              setCreated(null);
            }}
          />
        ) : null}
      </Suspense>
      {isClearing ? (
        <Suspense fallback={null}>
          <ClearItemsDialog
            onClear={() => {
              invoice.send({ type: 'lines.clear' });
              setIsClearing(false);
            }}
            onClose={() => setIsClearing(false)}
          />
        </Suspense>
      ) : null}
    </main>
  );
}
