// The rules of a manager's approval PIN.

/** The fewest and most digits an approval PIN has. */
export const APPROVAL_PIN_LENGTH = { min: 4, max: 6 } as const;

/** Why a new PIN is refused. */
export type ApprovalPinCode = 'approval.pin-format';

/**
 * What is wrong with a new PIN, or null: 4 to 6 ASCII digits.
 * @example approvalPinProblem('12a4') // 'approval.pin-format'
 */
export function approvalPinProblem(pin: string): ApprovalPinCode | null {
  return /^[0-9]{4,6}$/.test(pin) ? null : 'approval.pin-format';
}
