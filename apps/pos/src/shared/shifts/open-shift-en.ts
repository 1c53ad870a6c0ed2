// The open-shift form's strings in English (shared by the shifts screen and the sale's offer
// to open a shift when cash is refused for a drawer without one).

/** English strings of the open-shift form and the note and coin fields. */
export const openShiftEn = {
  'shifts.float': 'Opening float',
  'shifts.open': 'Open shift',
  'shifts.opening': 'Opening…',
  'shifts.by-total': 'Type the total',
  'shifts.by-count': 'Count notes and coins',
  'shifts.counted-total': 'Counted: {{amount}}',
  'shifts.offer-open': 'Open a shift here',
  'shifts.offer-hint':
    'This cash drawer has no open shift. Open it with its float here; the payment is then sent again.',
  'shifts.offer-back': 'Back',
} as const;

/** A key of the open-shift form's strings. */
export type OpenShiftKey = keyof typeof openShiftEn;
