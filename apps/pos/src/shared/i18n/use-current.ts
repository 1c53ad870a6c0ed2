import { useEffect, useRef } from 'react';

/**
 * A box holding the latest `value`, for actors that outlive a render (an XState machine made
 * once) and must use today's translator after a language change.
 * @example const text = useCurrent(t); // later, in an actor: text.current('errors.x')
 */
export function useCurrent<T>(value: T): { readonly current: T } {
  const box = useRef(value);
  useEffect(() => {
    box.current = value;
  }, [value]);
  return box;
}
