import { useState } from 'react';

/**
 * A form's draft as typed, and `set(field)`: the change handler a field of the form gets, which
 * writes that one field and keeps the others (as they are then, not as they were rendered).
 * @example const { draft, set } = useDraft(() => NEW_BRANCH); <TextField value={draft.city} onChange={set('city')} />
 */
export function useDraft<Draft extends object>(initial: () => Draft) {
  const [draft, setDraft] = useState<Draft>(initial);
  const set =
    <K extends keyof Draft>(field: K) =>
    (value: Draft[K]) =>
      setDraft((current) => ({ ...current, [field]: value }));
  return { draft, setDraft, set };
}
