// The polyfill path of the camera scanner, in its own lazy chunk: ZXing's WebAssembly reader,
// bundled by Vite as an asset of this app so nothing is fetched from a CDN.
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { BARCODE_FORMATS, type BarcodeReader } from './barcode-reader.js';

/** Makes a BarcodeDetector polyfill whose decoder file comes from our own origin. */
export function createZxingReader(): BarcodeReader {
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasmUrl : prefix + path,
    },
  });
  const detector = new BarcodeDetector({
    formats: BARCODE_FORMATS as ConstructorParameters<typeof BarcodeDetector>[0] extends {
      formats?: infer F;
    }
      ? F
      : never,
  });
  return { detect: (source) => detector.detect(source) };
}
