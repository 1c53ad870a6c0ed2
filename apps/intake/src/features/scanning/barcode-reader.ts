/** A barcode found in a camera frame. */
export interface FoundBarcode {
  readonly rawValue: string;
}

/** What the camera scanner needs of a detector (the browser's BarcodeDetector or the polyfill). */
export interface BarcodeReader {
  detect(source: HTMLVideoElement): Promise<readonly FoundBarcode[]>;
}

/** The formats printed on supplier boxes: retail and logistics codes, and QR. */
export const BARCODE_FORMATS = [
  'ean_13',
  'ean_8',
  'upc_a',
  'upc_e',
  'code_128',
  'code_39',
  'itf',
  'qr_code',
];

type DetectorConstructor = new (options: { formats: string[] }) => BarcodeReader;

/**
 * Loads a barcode reader when scanning starts: the browser's own BarcodeDetector when it has
 * one, else the ZXing polyfill, fetched only now as a lazy chunk whose WebAssembly file is
 * served by our own origin (no CDN).
 */
export async function loadBarcodeReader(): Promise<BarcodeReader> {
  const native = (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
  if (native !== undefined) return new native({ formats: BARCODE_FORMATS });
  const { createZxingReader } = await import('./zxing-reader.js');
  return createZxingReader();
}
