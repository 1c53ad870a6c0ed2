import { CAR_COLOURS, carColourHex, carColourName } from '@lamaa/domain';
import { Select } from '@lamaa/ui';
import type { Text } from '../../shared/i18n/use-text.js';

/** The picker's value for a colour outside the named list. */
const CUSTOM = 'custom';

/** Props of ColourPicker. */
export interface ColourPickerProps {
  /** The hex colour ('#000000' by default). */
  readonly color: string;
  /** The named colour's key, or '' for a custom colour. */
  readonly colorName: string;
  readonly onChange: (change: { readonly color: string; readonly colorName: string }) => void;
  readonly errorMessage?: string;
  readonly t: Text;
}

/**
 * The vehicle's colour: the common car colours by name in the language on screen, then
 * "Custom colour", which shows the browser's colour well for any other shade (no name kept).
 */
export function ColourPicker({ color, colorName, onChange, errorMessage, t }: ColourPickerProps) {
  const named = carColourName(colorName);
  return (
    <>
      <Select
        label={t('pos.color')}
        options={[
          ...CAR_COLOURS.map((colour) => ({
            id: colour.name,
            label: t(`pos.colour-${colour.name}` as const),
          })),
          { id: CUSTOM, label: t('pos.colour-custom') },
        ]}
        selectedId={named ?? CUSTOM}
        isRequired
        onSelectionChange={(id) => {
          const next = carColourName(id);
          onChange(
            next === null
              ? { color, colorName: '' }
              : { color: carColourHex(next), colorName: next },
          );
        }}
        {...(errorMessage === undefined ? {} : { errorMessage })}
      />
      {named === null ? (
        <label className="lm-field pos-colour-well">
          <span className="lm-field__label">{t('pos.colour-custom-value')}</span>
          <input
            type="color"
            name="color"
            value={/^#[0-9a-f]{6}$/i.test(color) ? color : '#000000'}
            onChange={(event) => onChange({ color: event.target.value, colorName: '' })}
          />
        </label>
      ) : null}
    </>
  );
}
