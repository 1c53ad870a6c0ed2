/**
 * A USB barcode scanner is a keyboard ("wedge") that types a barcode's characters and Enter
 * far faster than a person: each key within WEDGE_GAP_MS of the one before. These steps tell
 * such a burst from typing, given each key and the time it was pressed (in milliseconds).
 */

/** The longest pause between two keys of one scanner burst. */
export const WEDGE_GAP_MS = 50;

/** The fewest characters a burst needs to be a barcode (EAN-8 has 8; short codes exist). */
export const WEDGE_MIN_LENGTH = 4;

/** The characters typed so far in a quick run of keys, and when the last one came. */
export interface WedgeBurst {
  readonly text: string;
  readonly lastAt: number | null;
}

/** No burst under way. */
export const NO_BURST: WedgeBurst = { text: '', lastAt: null };

/** A burst after one more key, and the barcode when that key was the burst's Enter. */
export interface WedgeStep {
  readonly burst: WedgeBurst;
  readonly barcode: string | null;
}

/**
 * Feeds one key (a KeyboardEvent's `key`) pressed at `at`: a character within the gap extends
 * the burst, a late one starts a new burst; Enter within the gap after enough characters ends
 * it with its barcode; Shift (a scanner's capital letters) changes nothing; any other key ends
 * it with none.
 * @example feedWedgeKey({ text: '4006', lastAt: 10 }, 'Enter', 20).barcode // '4006'
 */
export function feedWedgeKey(burst: WedgeBurst, key: string, at: number): WedgeStep {
  if (key === 'Shift') return { burst, barcode: null };
  const isQuick = burst.lastAt !== null && at - burst.lastAt <= WEDGE_GAP_MS;
  if (key.length === 1 && key.trim() !== '')
    return { burst: { text: isQuick ? burst.text + key : key, lastAt: at }, barcode: null };
  const barcode =
    key === 'Enter' && isQuick && burst.text.length >= WEDGE_MIN_LENGTH ? burst.text : null;
  return { burst: NO_BURST, barcode };
}
