import { useEffect } from 'react';
import { useCartActor } from '../../shared/cart/cart-context.js';
import { useText } from '../../shared/i18n/use-text.js';
import { useToasts } from '../../shared/toasts-context.js';
import { refusalText } from './refusal-text.js';

/** Shows each new refusal of the cart machine (add-to-cart checks, edits) as an error toast. */
export function useCartNotices(): void {
  const cart = useCartActor();
  const toasts = useToasts();
  const t = useText();
  useEffect(() => {
    let last = cart.getSnapshot().context.rejection;
    const subscription = cart.subscribe((snapshot) => {
      const { rejection } = snapshot.context;
      if (rejection === last) return;
      last = rejection;
      const text = rejection === null ? null : refusalText(t, rejection);
      if (text !== null) toasts.error(text);
    });
    return () => subscription.unsubscribe();
  }, [cart, toasts, t]);
}
