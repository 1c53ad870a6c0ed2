/** Where the header's Dashboard link goes when the build names no other address. */
export const DEFAULT_DASHBOARD_URL = '/office';

/**
 * The header's Dashboard address: the build's `VITE_DASHBOARD_URL` when set, else the back
 * office at /office, so the link is always there for a cashier who needs it.
 * @example dashboardUrl(undefined) // '/office'
 */
export function dashboardUrl(configured: string | undefined): string {
  const url = configured?.trim() ?? '';
  return url === '' ? DEFAULT_DASHBOARD_URL : url;
}
