import type { LamaaClient } from '@lamaa/api-client';

/**
 * Downloads the VAT report of the period as the server's CSV file; false when the server did
 * not answer with the file.
 */
export async function downloadVatCsv(
  api: LamaaClient,
  period: { from: string; to: string },
  doc: Document = document,
): Promise<boolean> {
  const result = await api.raw
    .GET('/office/vat-report', { params: { query: { ...period, format: 'csv' } }, parseAs: 'blob' })
    .catch(() => undefined);
  if (!result?.response.ok || result.data === undefined) return false;
  const url = URL.createObjectURL(result.data);
  const link = doc.createElement('a');
  link.href = url;
  link.download = `lamaa-vat-${period.from}-${period.to}.csv`;
  doc.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
  return true;
}
