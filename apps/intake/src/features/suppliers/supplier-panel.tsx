import { lazy, Suspense, useState } from 'react';
import type { Branch, Supplier } from '@lamaa/api-client';
import { Button, Select, useLocale } from '@lamaa/ui';
import { useIntakeText } from '../../i18n/use-intake-text.js';

/** Add New Supplier's code: loaded when it opens (or prefetched once the screen is idle). */
export const loadAddSupplierDialog = () => import('./add-supplier-dialog.js');
const AddSupplierDialog = lazy(() =>
  loadAddSupplierDialog().then((module) => ({ default: module.AddSupplierDialog })),
);

/** Props of SupplierPanel. */
export interface SupplierPanelProps {
  /** Shown only with showbranches=true. */
  isBranchMode: boolean;
  branches: readonly Branch[];
  suppliers: readonly Supplier[];
  branchId: number | null;
  supplierId: number | null;
  /** True until a branch is chosen in branch mode: supplier choice and Add Supplier wait. */
  isLocked: boolean;
  onBranchChange: (id: number) => void;
  onSupplierChange: (id: number) => void;
  onSupplierAdded: (supplier: Supplier) => void;
}

/** A bilingual name in the language on screen, English when the Arabic is missing. */
function nameIn(name: { en: string; ar: string }, language: string): string {
  return (language === 'ar' ? name.ar : '') || name.en;
}

/** The branch selector (branch mode only), the supplier selector and Add New Supplier. */
export function SupplierPanel(props: SupplierPanelProps) {
  const t = useIntakeText();
  const { language } = useLocale();
  const [isAdding, setIsAdding] = useState(false);
  return (
    <section className="intake-panel intake-suppliers" aria-label={t('intake.supplier')}>
      {props.isBranchMode ? (
        <Select
          label={t('intake.branch')}
          placeholder={t('intake.choose-branch')}
          options={props.branches.map((branch) => ({
            id: String(branch.id),
            label: nameIn(branch.name, language),
          }))}
          selectedId={props.branchId === null ? null : String(props.branchId)}
          onSelectionChange={(id) => props.onBranchChange(Number(id))}
        />
      ) : null}
      <Select
        label={t('intake.supplier')}
        placeholder={t('intake.choose-supplier')}
        options={props.suppliers.map((supplier) => ({
          id: String(supplier.id),
          label: nameIn(supplier.name, language),
        }))}
        selectedId={props.supplierId === null ? null : String(props.supplierId)}
        isDisabled={props.isLocked}
        onSelectionChange={(id) => props.onSupplierChange(Number(id))}
      />
      <Button variant="outline" isDisabled={props.isLocked} onPress={() => setIsAdding(true)}>
        {t('intake.add-new-supplier')}
      </Button>
      {isAdding ? (
        <Suspense fallback={null}>
          <AddSupplierDialog isOpen onOpenChange={setIsAdding} onAdded={props.onSupplierAdded} />
        </Suspense>
      ) : null}
    </section>
  );
}
