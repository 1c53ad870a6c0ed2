import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import { failureOf } from '../auth/failure-code.js';
import {
  editBarcodeLine,
  enterBarcodeLine,
  parseQuantity,
  removeBarcodeLine,
  scanBarcode,
  type BarcodeCode,
  type BarcodeOutcome,
} from './barcode-lines.js';
import {
  buildMaterialLine,
  draftOf,
  type DraftMaterialLine,
  type IntakeMaterial,
  type MaterialDraft,
  type MaterialLineCode,
} from './material-line.js';
import { checkBarcodeFree } from './taken-barcodes.js';

/** The Barcode Scanning dialog's data. */
export interface MaterialDraftContext {
  readonly materials: readonly IntakeMaterial[];
  readonly draft: MaterialDraft;
  /** The barcodes the invoice's other material lines carry: refused here as they are typed. */
  readonly taken: readonly string[];
  /** The barcode and quantity fields of scanning mode, as typed. */
  readonly entry: { readonly barcode: string; readonly quantity: string };
  /** Set when editing a list line (Edit Material Item), null when adding a new one. */
  readonly editingIndex: number | null;
  /** What the last barcode change did, for 'Updated quantity for barcode'. */
  readonly notice: BarcodeOutcome | null;
  readonly error: MaterialDraftError | null;
}

/** Why the dialog refused the last change or save. */
export interface MaterialDraftError {
  readonly code: BarcodeCode | MaterialLineCode;
}

/** What the Barcode Scanning dialog listens to. */
export type MaterialDraftEvent =
  | {
      type: 'dialog.open';
      materials: readonly IntakeMaterial[];
      edit?: { index: number; line: DraftMaterialLine };
      /** The barcodes of the invoice's other lines (barcodesOfLines). */
      taken?: readonly string[];
    }
  | { type: 'dialog.close' }
  | { type: 'material.select'; id: number | null }
  | { type: 'price.change'; text: string }
  | { type: 'tax.set'; value: boolean }
  | { type: 'autoGenerate.set'; value: boolean }
  | { type: 'autoQuantity.change'; text: string }
  /** The quick quantity add: adds to the number of barcodes to generate. */
  | { type: 'autoQuantity.add'; amount: number }
  | { type: 'entry.change'; barcode?: string; quantity?: string }
  /** Enter in scanning mode adds the typed barcode and quantity. */
  | { type: 'entry.submit' }
  | { type: 'scanner.start' }
  | { type: 'scanner.stop' }
  | { type: 'scanner.detect'; barcode: string }
  | { type: 'item.edit'; index: number; barcode: string; quantity: string | number }
  | { type: 'item.remove'; index: number }
  /** Add to List, or Save Changes when editing. */
  | { type: 'draft.save' };

/** Emitted when the dialog hands a line to the list: a new line to prepend, or an edited one. */
export type MaterialDraftEmitted =
  | { type: 'line.added'; line: DraftMaterialLine }
  | { type: 'line.updated'; index: number; line: DraftMaterialLine };

/** The dialog's fields when it opens empty. */
export const EMPTY_MATERIAL_DRAFT: MaterialDraft = {
  materialId: null,
  priceText: '',
  includeTax: false,
  autoGenerate: false,
  autoQuantity: '',
  items: [],
};

const FRESH = {
  draft: EMPTY_MATERIAL_DRAFT,
  taken: [],
  entry: { barcode: '', quantity: '' },
  editingIndex: null,
  notice: null,
  error: null,
} as const;

/** The line the dialog would save now, checked against the materials list. */
function builtLine(context: MaterialDraftContext) {
  return buildMaterialLine(context.draft, context.materials);
}

/**
 * The Barcode Scanning dialog (and Edit Material Item): material, price, include-tax, either
 * auto-generate with a quick quantity add or barcode rows typed (Enter adds) or scanned (the
 * scanner is on or off; the same barcode merges). Add to List emits the line for the list to
 * prepend, then resets and closes the dialog. It needs no actors.
 */
export const materialDraftMachine = setup({
  types: {
    context: {} as MaterialDraftContext,
    events: {} as MaterialDraftEvent,
    emitted: {} as MaterialDraftEmitted,
  },
  guards: {
    isLineValid: ({ context }) => builtLine(context).ok,
  },
  actions: {
    openWith: assign(({ event }) => {
      assertEvent(event, 'dialog.open');
      const edit = event.edit;
      return {
        ...FRESH,
        materials: event.materials,
        taken: event.taken ?? [],
        draft: edit ? draftOf(edit.line) : EMPTY_MATERIAL_DRAFT,
        editingIndex: edit ? edit.index : null,
      };
    }),
    reset: assign({ ...FRESH }),
    setMaterial: assign(({ context, event }) => {
      assertEvent(event, 'material.select');
      return { draft: { ...context.draft, materialId: event.id }, error: null };
    }),
    setPrice: assign(({ context, event }) => {
      assertEvent(event, 'price.change');
      return { draft: { ...context.draft, priceText: event.text }, error: null };
    }),
    setTax: assign(({ context, event }) => {
      assertEvent(event, 'tax.set');
      return { draft: { ...context.draft, includeTax: event.value } };
    }),
    setAutoGenerate: assign(({ context, event }) => {
      assertEvent(event, 'autoGenerate.set');
      return { draft: { ...context.draft, autoGenerate: event.value }, error: null };
    }),
    setAutoQuantity: assign(({ context, event }) => {
      assertEvent(event, 'autoQuantity.change');
      return { draft: { ...context.draft, autoQuantity: event.text }, error: null };
    }),
    addAutoQuantity: assign(({ context, event }) => {
      assertEvent(event, 'autoQuantity.add');
      const current = parseQuantity(context.draft.autoQuantity);
      const total = (current.ok ? current.value : 0) + event.amount;
      return { draft: { ...context.draft, autoQuantity: total > 0 ? String(total) : '' } };
    }),
    setEntry: assign(({ context, event }) => {
      assertEvent(event, 'entry.change');
      const { barcode = context.entry.barcode, quantity = context.entry.quantity } = event;
      return { entry: { barcode, quantity } };
    }),
    submitEntry: assign(({ context }) => {
      const free = checkBarcodeFree(context.taken, context.entry.barcode);
      if (!free.ok) return { error: { code: free.code }, notice: null };
      const result = enterBarcodeLine(context.draft.items, context.entry);
      if (!result.ok) return { error: { code: result.code }, notice: null };
      return {
        draft: { ...context.draft, items: result.value.lines },
        entry: { barcode: '', quantity: '' },
        notice: result.value.outcome,
        error: null,
      };
    }),
    scan: assign(({ context, event }) => {
      assertEvent(event, 'scanner.detect');
      const free = checkBarcodeFree(context.taken, event.barcode);
      if (!free.ok) return { error: { code: free.code }, notice: null };
      const result = scanBarcode(context.draft.items, event.barcode);
      if (!result.ok) return { error: { code: result.code }, notice: null };
      return {
        draft: { ...context.draft, items: result.value.lines },
        notice: result.value.outcome,
        error: null,
      };
    }),
    editItem: assign(({ context, event }) => {
      assertEvent(event, 'item.edit');
      const free = checkBarcodeFree(context.taken, event.barcode);
      if (!free.ok) return { error: { code: free.code } };
      const result = editBarcodeLine(context.draft.items, event.index, event);
      if (!result.ok) return { error: { code: result.code } };
      return { draft: { ...context.draft, items: result.value }, error: null };
    }),
    removeItem: assign(({ context, event }) => {
      assertEvent(event, 'item.remove');
      return {
        draft: { ...context.draft, items: removeBarcodeLine(context.draft.items, event.index) },
      };
    }),
    setLineError: assign({
      error: ({ context }): MaterialDraftError | null => failureOf(builtLine(context)),
    }),
    emitLine: enqueueActions(({ context, enqueue }) => {
      const result = builtLine(context);
      if (!result.ok) return;
      const index = context.editingIndex;
      enqueue.emit(
        index === null
          ? { type: 'line.added', line: result.value }
          : { type: 'line.updated', index, line: result.value },
      );
    }),
  },
}).createMachine({
  id: 'materialDraft',
  context: { materials: [], ...FRESH },
  initial: 'closed',
  states: {
    closed: {
      on: { 'dialog.open': { target: 'open', actions: 'openWith' } },
    },
    open: {
      type: 'parallel',
      on: {
        'dialog.close': { target: 'closed', actions: 'reset' },
        'material.select': { actions: 'setMaterial' },
        'price.change': { actions: 'setPrice' },
        'tax.set': { actions: 'setTax' },
        'autoGenerate.set': { actions: 'setAutoGenerate' },
        'autoQuantity.change': { actions: 'setAutoQuantity' },
        'autoQuantity.add': { actions: 'addAutoQuantity' },
        'entry.change': { actions: 'setEntry' },
        'entry.submit': { actions: 'submitEntry' },
        'item.edit': { actions: 'editItem' },
        'item.remove': { actions: 'removeItem' },
        'draft.save': [
          { guard: 'isLineValid', target: 'closed', actions: ['emitLine', 'reset'] },
          { actions: 'setLineError' },
        ],
      },
      states: {
        scanner: {
          initial: 'off',
          states: {
            off: { on: { 'scanner.start': 'on' } },
            on: {
              on: {
                'scanner.stop': 'off',
                'scanner.detect': { actions: 'scan' },
              },
            },
          },
        },
      },
    },
  },
});
