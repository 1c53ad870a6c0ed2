import { type Denomination, DENOMINATIONS } from '@lamaa/domain';
import { TextField, useFormat } from '@lamaa/ui';

/** The pieces typed for each note and coin. */
export type PieceCounts = Readonly<Partial<Record<Denomination, number>>>;

/** Reads a typed count: digits only, empty as 0. */
export function readPieces(text: string): number {
  const digits = text.replace(/\D/g, '').slice(0, 6);
  return digits === '' ? 0 : Number(digits);
}

/**
 * One field per AED note and coin, Tab from the largest to the smallest, digits only; the
 * caller keeps the counts and adds them up with the domain's countedTotal.
 */
export function DenominationFields({
  counts,
  onChange,
  isFirstFocused = false,
}: {
  readonly counts: PieceCounts;
  readonly onChange: (denomination: Denomination, pieces: number) => void;
  readonly isFirstFocused?: boolean;
}) {
  // A note or coin by its face, written as the screen's amounts are (AED 100, ‏100 د.إ.‏).
  const format = useFormat();
  return (
    <div className="shift-pieces">
      {DENOMINATIONS.map((value, index) => (
        <TextField
          key={value}
          label={format.money(value, { isWhole: true })}
          name={`pieces_${value}`}
          inputMode="numeric"
          autoFocus={isFirstFocused && index === 0}
          value={counts[value] ? String(counts[value]) : ''}
          onChange={(text) => onChange(value, readPieces(text))}
        />
      ))}
    </div>
  );
}
