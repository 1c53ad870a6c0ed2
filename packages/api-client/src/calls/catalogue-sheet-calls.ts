import * as z from 'zod/mini';
import { runCall } from '../client/run-call.js';
import type { LamaaFetchClient } from './lamaa-fetch-client.js';

/** A kind of catalogue file. */
export type CatalogueSheetKind = 'services' | 'options' | 'packages' | 'products';

/** The import's answer schemas, loaded beside the first import, never with the POS. */
const schemas = () => import('../schemas/catalogue-import-schemas.js');

const blobSchema = z.custom<Blob>((value) => value instanceof Blob);

/** The office's catalogue files: one kind exported as CSV, and a CSV imported (or checked). */
export function createCatalogueSheetCalls(client: LamaaFetchClient) {
  return {
    /** GET /office/catalogue/export?kind=: the CSV file of one kind. */
    exportCatalogue: (kind: CatalogueSheetKind) =>
      runCall(
        () =>
          client.GET('/office/catalogue/export', {
            params: { query: { kind } },
            parseAs: 'blob',
          }),
        blobSchema,
      ),
    /**
     * POST /office/catalogue/import?kind=&dry_run=: the file's counts and problems by row; with
     * `dryRun` false, written all or none (a file with problems answers `import.rows-invalid`).
     */
    importCatalogue: (kind: CatalogueSheetKind, csv: string, dryRun: boolean) =>
      runCall(
        () =>
          client.POST('/office/catalogue/import', {
            params: { query: { kind, dry_run: dryRun ? 'true' : 'false' } },
            body: csv,
            bodySerializer: (body) => body,
            headers: { 'content-type': 'text/csv' },
          }),
        schemas().then((s) => s.catalogueImportResponseSchema),
      ),
  };
}
