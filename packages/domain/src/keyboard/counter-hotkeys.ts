// The counter's keyboard shortcuts, in one place: the POS listens with them and lists them in
// its help sheet. Letters are read by the key's place on the keyboard (`code`), not by what it
// types, so Alt+N is the same key with an Arabic layout as with an English one.

/** What a shortcut does. */
export type HotkeyAction =
  'page-search' | 'customer-search' | 'new-customer' | 'add-vehicle' | 'checkout' | 'help';

/** One shortcut: Alt with a letter key, or a key alone outside text fields. */
export interface CounterHotkey {
  readonly action: HotkeyAction;
  /** `KeyboardEvent.code` of the key. */
  readonly code: string;
  readonly alt: boolean;
  readonly shift: boolean;
  /** What the help sheet shows for the key. */
  readonly label: string;
}

/** Every shortcut, in the order the help sheet lists them. */
export const COUNTER_HOTKEYS: readonly CounterHotkey[] = [
  { action: 'customer-search', code: 'KeyS', alt: true, shift: false, label: 'Alt+S' },
  { action: 'new-customer', code: 'KeyN', alt: true, shift: false, label: 'Alt+N' },
  { action: 'add-vehicle', code: 'KeyV', alt: true, shift: false, label: 'Alt+V' },
  { action: 'checkout', code: 'KeyK', alt: true, shift: false, label: 'Alt+K' },
  { action: 'page-search', code: 'Slash', alt: false, shift: false, label: '/' },
  { action: 'help', code: 'Slash', alt: false, shift: true, label: '?' },
];

/** The parts of a key press the shortcuts read. */
export interface KeyPress {
  readonly code: string;
  readonly key: string;
  readonly altKey: boolean;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
}

/**
 * The shortcut a key press asks for, or null. Ctrl and Meta never count (Ctrl+Alt is AltGr,
 * which types letters on many layouts). A key without Alt counts only outside text fields
 * (`isTyping` false), where it types nothing; `/` and `?` are also known by what they type,
 * for layouts that put them elsewhere.
 * @example hotkeyAction({ code: 'KeyN', key: 'ى', altKey: true, shiftKey: false, ctrlKey: false, metaKey: false }, true) // 'new-customer'
 */
export function hotkeyAction(press: KeyPress, isTyping: boolean): HotkeyAction | null {
  if (press.ctrlKey || press.metaKey) return null;
  if (!press.altKey && isTyping) return null;
  if (!press.altKey && (press.key === '?' || press.key === '؟')) return 'help';
  if (!press.altKey && press.key === '/') return 'page-search';
  const match = COUNTER_HOTKEYS.find(
    (hotkey) =>
      hotkey.code === press.code && hotkey.alt === press.altKey && hotkey.shift === press.shiftKey,
  );
  return match?.action ?? null;
}
