import type { Coupon } from '@lamaa/api-client';
import { useEffect, useState } from 'react';
import { useApi } from '../../shared/api/api-context.js';
import { useText } from '../../shared/i18n/use-text.js';
import { useToasts } from '../../shared/toasts-context.js';

/** The business's coupons from GET /pos/coupons; a failure shows 'Failed to load coupons'. */
export function useCoupons(): readonly Coupon[] {
  const api = useApi();
  const toasts = useToasts();
  const t = useText();
  const [coupons, setCoupons] = useState<readonly Coupon[]>([]);
  useEffect(() => {
    let isCurrent = true;
    void api.getCoupons().then((result) => {
      if (!isCurrent) return;
      if (result.error) toasts.error(t('errors.load-coupons-failed'));
      else setCoupons(result.data);
    });
    return () => {
      isCurrent = false;
    };
  }, [api, toasts, t]);
  return coupons;
}
