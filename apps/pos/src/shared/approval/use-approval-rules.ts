import type { ApprovalRules } from '@lamaa/domain';
import { useLoader } from '@lamaa/ui';
import { useMemo } from 'react';
import { useApi } from '../api/api-context.js';

/** The business's approval rules in the domain's terms, or null until loaded (or on failure). */
export function useApprovalRules(): ApprovalRules | null {
  const api = useApi();
  const rules = useLoader('approval-rules', null, (_, signal) => api.getApprovalRules(signal));
  const data = rules.data;
  // One object while the answer is the same, so a reader may depend on it.
  return useMemo(
    () =>
      data
        ? {
            largeDiscount: data.large_discount,
            largeDiscountPercent: data.large_discount_percent,
            largeDiscountFils: data.large_discount_amount,
            loweredPrice: data.lowered_price,
            orderDelete: data.order_delete,
            refund: data.refund,
          }
        : null,
    [data],
  );
}
