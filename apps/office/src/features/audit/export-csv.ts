import type { AuditQuery, LamaaClient } from '@lamaa/api-client';

/** The name the server gives the file, else a plain one. */
function fileName(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'lamaa-audit.csv';
}

/**
 * Downloads the audit log under the filters as the server's CSV file (every matching row, not
 * one page); false when the server did not answer with the file.
 */
export async function downloadAuditCsv(
  api: LamaaClient,
  filters: Omit<AuditQuery, 'page' | 'per_page'>,
  doc: Document = document,
): Promise<boolean> {
  const result = await api.raw
    .GET('/office/audit', { params: { query: { ...filters, format: 'csv' } }, parseAs: 'blob' })
    .catch(() => undefined);
  if (!result?.response.ok || result.data === undefined) return false;
  const url = URL.createObjectURL(result.data);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName(result.response.headers.get('content-disposition'));
  doc.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
  return true;
}
