// The kinds of change the audit log records, and what a change was made to.

/** Every kind of change the office writes to the audit log, and the approvals at the counter. */
export const AUDIT_ACTIONS = [
  'business.update',
  'branch.create',
  'branch.update',
  'employee.create',
  'employee.update',
  'employee.deactivate',
  'employee.reactivate',
  'employee.password-link',
  'employee.password-set',
  'employee.pin-set',
  'employee.pin-clear',
  'approval-rules.update',
  'approval.grant',
  'service.create',
  'service.update',
  'service.prices',
  'package.create',
  'package.update',
  'product.create',
  'product.update',
  'supplier.create',
  'supplier.update',
  'material.create',
  'material.update',
  'order.create',
  'payment.create',
  'order.delete',
  'plan.create',
  'plan.update',
  'refund.create',
  'shift.open',
  'shift.close',
  'entitlement.freeze',
  'entitlement.unfreeze',
  'entitlement.transfer',
  'entitlement.cancel',
  'coupon.create',
  'coupon.update',
  'vault.create',
  'vault.update',
  'vault.archive',
  'vault.unarchive',
  'opening-hours.update',
  'approval.issue',
  'approval.pin-invalid',
  'approval.throttled',
  'catalogue.import',
] as const;

/** A kind of change in the audit log. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audit row's change was made to. */
export const AUDIT_SUBJECTS = [
  'business',
  'branch',
  'employee',
  'order',
  'service',
  'package',
  'product',
  'supplier',
  'material',
  'plan',
  'shift',
  'entitlement',
  'coupon',
  'vault',
  'opening-hours',
  'approval',
] as const;

/** The kind of row an audit row's change was made to. */
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];
