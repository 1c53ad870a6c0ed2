/** The Google Maps key from the build's configuration (`VITE_GOOGLE_MAPS_KEY`); '' when unset. */
export function mapsKey(): string {
  const env: Readonly<Record<string, unknown>> = import.meta.env;
  const key = env['VITE_GOOGLE_MAPS_KEY'];
  return typeof key === 'string' ? key.trim() : '';
}
