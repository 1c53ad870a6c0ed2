// The code the intake screen loads on demand (dialogs, the upload), named
// once: the lazy components use these loaders, and prefetchOnDemandParts fetches them all
// once the screen has its lists, so a network outage later cannot leave a part without its code
// (a failed chunk would unmount the screen). The camera decoder is left to its own start.
import { prefetchWhenIdle } from '@lamaa/ui';
import { loadAddSupplierDialog } from '../features/suppliers/supplier-panel.js';

/** The Clear All confirmation. */
export const loadClearItemsDialog = () => import('../features/invoice/clear-items-dialog.js');
/** The Barcode Scanning dialog with its machine. */
export const loadBarcodeScanning = () => import('../features/scanning/barcode-scanning.js');
/** The Invoice Created Successfully dialog. */
export const loadInvoiceSuccessDialog = () =>
  import('../features/invoice/invoice-success-dialog.js');
/** The upload's progress bar. */
export const loadProgressBar = () => import('./progress-bar-chunk.js');
/** The upload with progress events. */
export const loadXhrUpload = () => import('./xhr-upload.js');

const ALL = [
  loadAddSupplierDialog,
  loadClearItemsDialog,
  loadBarcodeScanning,
  loadInvoiceSuccessDialog,
  loadXhrUpload,
  loadProgressBar,
];

/** Fetches every on-demand part once the browser is idle; a failure waits for the part's use. */
export function prefetchOnDemandParts(): () => void {
  return prefetchWhenIdle(ALL);
}
