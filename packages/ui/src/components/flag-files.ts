// Where a country's flag image sits in a built app: one rule for the kit's FlagImage, which
// asks for it, and the Vite plugin that copies the flag-icons package's SVGs there
// (scripts/flag-images.ts).

/**
 * The flags' folder under the app's base. It is named after the package's version, so a new
 * version is a new address and the server may let browsers keep every file of it for a year
 * (it sends everything under assets/ as immutable).
 * @example flagFolder('7.5.0') // 'assets/flags-7.5.0'
 */
export function flagFolder(version: string): string {
  return `assets/flags-${version}`;
}

/** flag-icons files Ascension and Tristan da Cunha as parts of Saint Helena. */
const SUBDIVISION_FILES: Readonly<Record<string, string>> = { AC: 'sh-ac', TA: 'sh-ta' };

/**
 * The 4:3 flag file of a two-letter country code in the flag-icons package.
 * @example flagFileOf('AE') // 'ae.svg'
 */
export function flagFileOf(code: string): string {
  return `${SUBDIVISION_FILES[code] ?? code.toLowerCase()}.svg`;
}
