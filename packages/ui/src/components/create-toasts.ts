import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { TOAST_DURATION_MS } from '@lamaa/domain';

/** The four toast types of the spec. */
export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** What one toast shows: a message (already translated), an optional title and action. */
export interface ToastMessage {
  readonly type: ToastType;
  readonly message: string;
  /** E.g. t('errors.title-validation-error'). */
  readonly title?: string;
  /** A button inside the toast, e.g. Retry on 'Failed to load profile data'. */
  readonly action?: { readonly label: string; readonly onAction: () => void };
}

/** Options of one toast. */
export interface ShowToastOptions {
  /** Milliseconds before it closes; the spec's default is 3000. `null` keeps it until dismissed. */
  readonly duration?: number | null;
  readonly title?: string;
  readonly action?: ToastMessage['action'];
}

/** A queue of toasts and the functions that add to it. */
export interface Toasts {
  readonly queue: ToastQueue<ToastMessage>;
  readonly show: (type: ToastType, message: string, options?: ShowToastOptions) => string;
  readonly success: (message: string, options?: ShowToastOptions) => string;
  readonly error: (message: string, options?: ShowToastOptions) => string;
  readonly warning: (message: string, options?: ShowToastOptions) => string;
  readonly info: (message: string, options?: ShowToastOptions) => string;
  readonly close: (key: string) => void;
}

/**
 * Makes a toast queue (render it with <ToastRegion toasts={...} />); each toast lasts
 * TOAST_DURATION_MS (3000 ms) unless told otherwise, and pauses while hovered or focused.
 * @example const toasts = createToasts(); toasts.success(t('toasts.cart-cleared'));
 */
export function createToasts(maxVisibleToasts = 4): Toasts {
  const queue = new ToastQueue<ToastMessage>({ maxVisibleToasts });
  const show = (type: ToastType, message: string, options: ShowToastOptions = {}) => {
    const duration = options.duration === undefined ? TOAST_DURATION_MS : options.duration;
    const content: ToastMessage = {
      type,
      message,
      ...(options.title === undefined ? {} : { title: options.title }),
      ...(options.action === undefined ? {} : { action: options.action }),
    };
    return queue.add(content, duration === null ? {} : { timeout: duration });
  };
  return {
    queue,
    show,
    success: (message, options) => show('success', message, options),
    error: (message, options) => show('error', message, options),
    warning: (message, options) => show('warning', message, options),
    info: (message, options) => show('info', message, options),
    close: (key) => queue.close(key),
  };
}
