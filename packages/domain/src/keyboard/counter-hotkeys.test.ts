import { describe, expect, it } from 'vitest';
import { COUNTER_HOTKEYS, hotkeyAction, type KeyPress } from './counter-hotkeys.js';

const press = (code: string, key: string, more: Partial<KeyPress> = {}): KeyPress => ({
  code,
  key,
  altKey: false,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  ...more,
});

describe('hotkeyAction', () => {
  it('reads Alt with a letter by the key, whatever the layout types, even in a text field', () => {
    expect(hotkeyAction(press('KeyN', 'n', { altKey: true }), false)).toBe('new-customer');
    // The same key with an Arabic layout types «ى».
    expect(hotkeyAction(press('KeyN', 'ى', { altKey: true }), true)).toBe('new-customer');
    expect(hotkeyAction(press('KeyS', 'س', { altKey: true }), true)).toBe('customer-search');
    expect(hotkeyAction(press('KeyV', 'ر', { altKey: true }), false)).toBe('add-vehicle');
    expect(hotkeyAction(press('KeyK', 'ن', { altKey: true }), false)).toBe('checkout');
  });

  it('takes / and ? only outside text fields, by what they type or by their key', () => {
    expect(hotkeyAction(press('Slash', '/'), false)).toBe('page-search');
    expect(hotkeyAction(press('Slash', '?', { shiftKey: true }), false)).toBe('help');
    // An Arabic layout: the same key types «ظ», and Shift with it «؟».
    expect(hotkeyAction(press('Slash', 'ظ'), false)).toBe('page-search');
    expect(hotkeyAction(press('Slash', '؟', { shiftKey: true }), false)).toBe('help');
    expect(hotkeyAction(press('Slash', '/'), true)).toBeNull();
    expect(hotkeyAction(press('Slash', '?', { shiftKey: true }), true)).toBeNull();
  });

  it('leaves Ctrl and Meta combinations, AltGr and plain letters to the browser', () => {
    expect(hotkeyAction(press('KeyN', 'n', { altKey: true, ctrlKey: true }), false)).toBeNull();
    expect(hotkeyAction(press('KeyN', 'n', { altKey: true, metaKey: true }), false)).toBeNull();
    expect(hotkeyAction(press('KeyN', 'n'), false)).toBeNull();
    expect(hotkeyAction(press('KeyN', 'N', { altKey: true, shiftKey: true }), false)).toBeNull();
  });

  it('gives every shortcut its own key and answers each listed one', () => {
    const keys = COUNTER_HOTKEYS.map((hotkey) => `${hotkey.code}:${hotkey.alt}:${hotkey.shift}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const hotkey of COUNTER_HOTKEYS) {
      const typed = press(hotkey.code, 'x', { altKey: hotkey.alt, shiftKey: hotkey.shift });
      expect(hotkeyAction(typed, false)).toBe(hotkey.action);
    }
  });
});
