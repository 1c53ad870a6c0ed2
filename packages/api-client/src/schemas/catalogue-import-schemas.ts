// What the office's catalogue import answers: the counts and every problem by spreadsheet row.
import * as z from 'zod/mini';

const count = z.pipe(z.coerce.number(), z.int().check(z.nonnegative()));

/** One problem of an imported file: its spreadsheet row (the header is 1), column and code. */
export const catalogueImportProblemSchema = z.object({
  line: z.pipe(z.coerce.number(), z.int().check(z.positive())),
  column: z.string(),
  code: z.string(),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});

/** What an import found, and unless a dry run, wrote. */
export const catalogueImportReportSchema = z.object({
  kind: z.enum(['services', 'options', 'packages', 'products']),
  dry_run: z.boolean(),
  rows: count,
  added: count,
  updated: count,
  unchanged: count,
  problems: z.array(catalogueImportProblemSchema),
});

/** POST /office/catalogue/import. */
export const catalogueImportResponseSchema = z.pipe(
  z.object({ data: catalogueImportReportSchema }),
  z.transform((value) => value.data),
);

/** A problem of an imported file. */
export type CatalogueImportProblem = z.output<typeof catalogueImportProblemSchema>;
/** What an import found. */
export type CatalogueImportReport = z.output<typeof catalogueImportReportSchema>;
