import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { useMessages } from '../i18n/use-messages.js';
import type { Toasts } from './create-toasts.js';
import { CloseIcon } from './icons/close-icon.js';
import './toast-region.css';

/** Props of ToastRegion. */
export interface ToastRegionProps {
  /** The queue made by createToasts. */
  toasts: Toasts;
}

/**
 * Shows the queued toasts at the top, on the inline end: top right in English as the
 * spec says, mirrored to top left in Arabic so toasts never cover the cart sidebar, which
 * sits on the inline start in both languages. F6 moves focus into the region.
 */
export function ToastRegion({ toasts }: ToastRegionProps) {
  const t = useMessages();
  return (
    <AriaToastRegion
      queue={toasts.queue}
      className="lm-toast-region"
      aria-label={t('common.notifications')}
    >
      {({ toast }) => (
        <AriaToast
          toast={toast}
          className={`lm-toast lm-toast--${toast.content.type}`}
          data-type={toast.content.type}
        >
          <ToastContent className="lm-toast__content">
            {toast.content.title !== undefined ? (
              <Text slot="title" className="lm-toast__title">
                {toast.content.title}
              </Text>
            ) : null}
            <Text
              slot={toast.content.title !== undefined ? 'description' : 'title'}
              className="lm-toast__message"
            >
              {toast.content.message}
            </Text>
          </ToastContent>
          {toast.content.action !== undefined ? (
            <AriaButton
              className="lm-toast__action"
              onPress={() => {
                toast.content.action?.onAction();
                toasts.close(toast.key);
              }}
            >
              {toast.content.action.label}
            </AriaButton>
          ) : null}
          <AriaButton slot="close" className="lm-toast__close" aria-label={t('common.dismiss')}>
            <CloseIcon />
          </AriaButton>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
