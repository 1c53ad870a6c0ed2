import type { LamaaClient, OfficeShiftQuery } from '@lamaa/api-client';

/**
 * Downloads the listed shifts as the server's CSV file; false when the server did not answer
 * with the file.
 */
export async function downloadShiftsCsv(
  api: LamaaClient,
  query: OfficeShiftQuery,
  doc: Document = document,
): Promise<boolean> {
  const result = await api.raw
    .GET('/office/shifts', { params: { query: { ...query, format: 'csv' } }, parseAs: 'blob' })
    .catch(() => undefined);
  if (!result?.response.ok || result.data === undefined) return false;
  const url = URL.createObjectURL(result.data);
  const link = doc.createElement('a');
  link.href = url;
  link.download = `lamaa-shifts-${query.from}-${query.to}.csv`;
  doc.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
  return true;
}
