import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useMessages } from '../i18n/use-messages.js';
import { IconButton } from './icon-button.js';
import { CloseIcon } from './icons/close-icon.js';
import './dialog.css';

/** Props of Dialog. */
export interface DialogProps {
  title: string;
  /** A line under the title (e.g. "Create a new customer account. All fields are required."). */
  description?: string;
  isOpen: boolean;
  /** Called with false when Escape, the close button or (if allowed) a click outside closes it. */
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
  /** Buttons at the end of the dialog. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** `alertdialog` for confirmations, so screen readers announce them at once. */
  role?: 'dialog' | 'alertdialog';
  isDismissable?: boolean;
  hasCloseButton?: boolean;
}

/**
 * Keeps focus in an open dialog whose body swaps the focused control away (a wizard's next step,
 * a form that turns into a PIN prompt). The browser drops focus to the page's body then, and React
 * Aria only pulls it back a frame later onto the first tabbable element (the close button): a key
 * pressed in that frame reached no dialog (Escape closed nothing), and a field's own autoFocus
 * could lose to the close button. Checked after every commit, so focus lands on the dialog in the
 * same commit that removed the control; a field's autoFocus still takes it from there.
 */
function useFocusKeptInside(isOpen: boolean) {
  const dialog = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!isOpen || element === null) return;
    const focused = element.ownerDocument.activeElement;
    if (focused === null || focused === element.ownerDocument.body) element.focus();
  });
  return dialog;
}

/**
 * A modal dialog: focus moves in and is trapped by React Aria, Escape closes it and focus
 * returns to the trigger.
 */
export function Dialog({
  title,
  description,
  isOpen,
  onOpenChange,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  isDismissable = true,
  hasCloseButton = true,
}: DialogProps) {
  const t = useMessages();
  const dialog = useFocusKeptInside(isOpen);
  return (
    <ModalOverlay
      className="lm-dialog-overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
    >
      <Modal className={`lm-dialog lm-dialog--${size}`}>
        <AriaDialog ref={dialog} className="lm-dialog__body" role={role}>
          <header className="lm-dialog__header">
            <Heading slot="title" className="lm-dialog__title">
              {title}
            </Heading>
            {hasCloseButton ? (
              <IconButton
                label={t('actions.close')}
                icon={<CloseIcon />}
                onPress={() => onOpenChange(false)}
              />
            ) : null}
          </header>
          {description !== undefined ? (
            <p className="lm-dialog__description">{description}</p>
          ) : null}
          <div className="lm-dialog__content">{children}</div>
          {footer !== undefined ? <footer className="lm-dialog__footer">{footer}</footer> : null}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
