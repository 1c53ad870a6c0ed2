// Listens for the counter's shortcuts (the domain's COUNTER_HOTKEYS) on the whole page: each
// one acts on the control marked with its `data-hotkey`, focusing a text field or pressing a
// button, so the shortcut always does what the visible control does (nothing when it is
// absent or disabled). The help shortcut opens the sheet.
import { type HotkeyAction, hotkeyAction } from '@lamaa/domain';
import { useEffect } from 'react';

/** The attribute that marks a shortcut's control (or an element holding it). */
export const HOTKEY_ATTRIBUTE = 'data-hotkey';

/** Spreads onto the element that holds a shortcut's control. */
export const hotkeyTarget = (action: HotkeyAction) => ({ [HOTKEY_ATTRIBUTE]: action });

/** True when the key press lands in a place that takes text itself. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The enabled input or button a shortcut acts on, if the page shows one. */
function controlOf(action: HotkeyAction): HTMLInputElement | HTMLButtonElement | null {
  const marked = document.querySelector(`[${HOTKEY_ATTRIBUTE}="${action}"]`);
  const control = marked?.matches('input, button')
    ? marked
    : marked?.querySelector('input, button');
  if (!(control instanceof HTMLInputElement || control instanceof HTMLButtonElement)) return null;
  return control.disabled ? null : control;
}

/** Installs the shortcuts while the shell is mounted; `onHelp` opens the shortcuts sheet. */
export function useCounterHotkeys(onHelp: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // An open dialog owns the keyboard (its own Enter and Escape); toasts do not.
      if (document.querySelector('.lm-dialog-overlay') !== null) return;
      const action = hotkeyAction(event, isTyping(event.target));
      if (action === null) return;
      if (action === 'help') {
        event.preventDefault();
        onHelp();
        return;
      }
      const control = controlOf(action);
      if (control === null) return;
      event.preventDefault();
      if (control instanceof HTMLInputElement) control.focus();
      else control.click();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onHelp]);
}
