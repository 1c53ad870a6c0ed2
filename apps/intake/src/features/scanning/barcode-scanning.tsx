import { useEffect, useRef } from 'react';
import { useActorRef } from '@xstate/react';
import type { Material } from '@lamaa/api-client';
import { barcodesOfLines, materialDraftMachine, type DraftMaterialLine } from '@lamaa/domain';
import { BarcodeDialog } from './barcode-dialog.js';
import type { BarcodeReader } from './barcode-reader.js';

/** A press of Barcode Scanning (no `edit`) or of a line's Edit button; a new object each time. */
export interface BarcodeDialogRequest {
  readonly edit?: { readonly index: number; readonly line: DraftMaterialLine };
}

/** Props of BarcodeScanning. */
export interface BarcodeScanningProps {
  /** The latest request to open the dialog, or null before the first one. */
  request: BarcodeDialogRequest | null;
  /** The invoice's material lines: their barcodes cannot go on another line. */
  lines: readonly DraftMaterialLine[];
  materials: readonly Material[];
  /** Add to List: a new line for the top of the list. */
  onLineAdded: (line: DraftMaterialLine) => void;
  /** Save Changes: the edited line at `index`. */
  onLineUpdated: (index: number, line: DraftMaterialLine) => void;
  /** Loads the camera's barcode reader (tests hand in their own). */
  loadReader?: () => Promise<BarcodeReader>;
}

/**
 * The Barcode Scanning dialog with its draft machine, loaded with the dialog's own chunk:
 * each request opens it (new, or editing a line) with the barcodes of the invoice's other
 * lines, and each saved line goes to the list.
 */
export function BarcodeScanning({
  request,
  lines,
  materials,
  onLineAdded,
  onLineUpdated,
  loadReader,
}: BarcodeScanningProps) {
  const draft = useActorRef(materialDraftMachine);
  // Only a new request opens the dialog; the materials and lines are read as they are then.
  const latest = useRef({ materials, lines });
  useEffect(() => {
    latest.current = { materials, lines };
  }, [materials, lines]);
  useEffect(() => {
    if (request === null) return;
    draft.send({
      type: 'dialog.open',
      materials: latest.current.materials,
      taken: barcodesOfLines(latest.current.lines, request.edit?.index ?? null),
      ...(request.edit === undefined ? {} : { edit: request.edit }),
    });
  }, [draft, request]);
  useEffect(() => {
    const added = draft.on('line.added', ({ line }) => onLineAdded(line));
    const updated = draft.on('line.updated', ({ index, line }) => onLineUpdated(index, line));
    return () => {
      added.unsubscribe();
      updated.unsubscribe();
    };
  }, [draft, onLineAdded, onLineUpdated]);
  return (
    <BarcodeDialog draft={draft} materials={materials} {...(loadReader ? { loadReader } : {})} />
  );
}
