// Arrow keys in a grid of cards laid out in rows: which cell a key moves to. Left and right
// follow the reading direction (in Arabic, ArrowRight goes back), Up and Down keep the column,
// Home and End go to the first and last cell.

/** The keys that move in a grid. */
export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

/** The grid as laid out on screen. */
export interface GridShape {
  readonly count: number;
  /** Cells in one row (at least 1). */
  readonly columns: number;
  readonly isRtl: boolean;
}

/** True for a key gridMove answers. */
export function isGridKey(key: string): key is GridKey {
  return ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(key);
}

/**
 * The index a key moves to from `index`, or null where the grid ends (focus stays put).
 * @example gridMove(0, 'ArrowRight', { count: 6, columns: 3, isRtl: true }) // null
 * @example gridMove(1, 'ArrowDown', { count: 6, columns: 3, isRtl: false }) // 4
 */
export function gridMove(index: number, key: GridKey, shape: GridShape): number | null {
  const columns = Math.max(1, Math.floor(shape.columns));
  const forward = shape.isRtl ? 'ArrowLeft' : 'ArrowRight';
  const target =
    key === 'Home'
      ? 0
      : key === 'End'
        ? shape.count - 1
        : key === 'ArrowUp'
          ? index - columns
          : key === 'ArrowDown'
            ? index + columns
            : key === forward
              ? index + 1
              : index - 1;
  return target >= 0 && target < shape.count && target !== index ? target : null;
}
