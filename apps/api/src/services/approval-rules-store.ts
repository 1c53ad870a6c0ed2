// A business's approval rules as stored (the domain's defaults until the owner saves them),
// read by the guarded calls and the counter and edited in the office.
import {
  type ApprovalRules,
  approvalRulesProblem,
  DEFAULT_APPROVAL_RULES,
  filsToAed,
} from '@lamaa/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { approvalRules } from '../db/schema/approvals.js';
import { invalidField } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';
import { changedValues, writeAudit } from './audit-log.js';

/** The rules as the contract spells them (the amount in AED). */
export interface ApprovalRulesBody {
  large_discount: boolean;
  large_discount_percent: number;
  /** In fils once validated (the body's moneyField converts). */
  large_discount_amount: number;
  lowered_price: boolean;
  order_delete: boolean;
  refund: boolean;
}

/** The business's rules, or the defaults when it has never saved any. */
export async function readApprovalRules(db: Db, businessId: number): Promise<ApprovalRules> {
  const [row] = await db
    .select()
    .from(approvalRules)
    .where(eq(approvalRules.business_id, businessId));
  if (!row) return DEFAULT_APPROVAL_RULES;
  return {
    largeDiscount: row.large_discount,
    largeDiscountPercent: row.large_discount_percent,
    largeDiscountFils: row.large_discount_fils,
    loweredPrice: row.lowered_price,
    orderDelete: row.order_delete,
    refund: row.refund,
  };
}

/** The rules as the contract answers them. */
export function rulesView(rules: ApprovalRules) {
  return {
    large_discount: rules.largeDiscount,
    large_discount_percent: rules.largeDiscountPercent,
    large_discount_amount: filsToAed(rules.largeDiscountFils),
    lowered_price: rules.loweredPrice,
    order_delete: rules.orderDelete,
    refund: rules.refund,
  };
}

/** Saves the business's rules and audits what changed, in one transaction. */
export async function updateApprovalRules(db: Db, auth: AuthContext, body: ApprovalRulesBody) {
  const rules: ApprovalRules = {
    largeDiscount: body.large_discount,
    largeDiscountPercent: body.large_discount_percent,
    largeDiscountFils: body.large_discount_amount,
    loweredPrice: body.lowered_price,
    orderDelete: body.order_delete,
    refund: body.refund,
  };
  const problem = approvalRulesProblem(rules);
  if (problem) throw invalidField('large_discount_percent', problem);
  return db.transaction(async (tx) => {
    const before = rulesView(await readApprovalRules(tx, auth.businessId));
    const values = {
      large_discount: rules.largeDiscount,
      large_discount_percent: rules.largeDiscountPercent,
      large_discount_fils: rules.largeDiscountFils,
      lowered_price: rules.loweredPrice,
      order_delete: rules.orderDelete,
      refund: rules.refund,
      updated_at: new Date(),
    };
    await tx
      .insert(approvalRules)
      .values({ business_id: auth.businessId, ...values })
      .onConflictDoUpdate({ target: approvalRules.business_id, set: values });
    const after = rulesView(rules);
    const change = changedValues(before, after);
    if (change) {
      await writeAudit(tx, auth.businessId, auth.employeeId, {
        action: 'approval-rules.update',
        subject: 'business',
        subjectId: auth.businessId,
        branchId: null,
        ...change,
      });
    }
    return after;
  });
}
