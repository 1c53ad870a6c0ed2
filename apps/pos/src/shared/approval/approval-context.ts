import type { ApprovalKind, GrantAnswer, Refusal } from '@lamaa/domain';
import { createContext, useContext } from 'react';

/** One call a manager may have to approve, as a feature hands it to the approval flow. */
export interface GuardedCall<R> {
  /** Makes the call, with the approval token once a manager has given one. */
  readonly call: (token: string | undefined) => Promise<R>;
  /** The server's refusal in the call's answer, or null when it was not refused. */
  readonly refusalOf: (answer: R) => Refusal | null;
  /** Exchanges the manager's PIN for a token for what the server asked to approve. */
  readonly grant: (pin: string, kinds: readonly ApprovalKind[]) => Promise<GrantAnswer>;
}

/**
 * Runs a guarded call through the approval flow (docs/product/approvals.md): when the server
 * answers that a manager must approve, the PIN dialog opens; the answer is the call's last one
 * (the refusal itself when the cashier cancels, so the sale stays as it was).
 */
export type WithApproval = <R>(guarded: GuardedCall<R>) => Promise<R>;

/** Holds the app's approval flow (src/app/approval-provider.tsx). */
export const ApprovalContext = createContext<WithApproval | null>(null);

/** The app's approval flow, for a feature whose call may need a manager. */
export function useWithApproval(): WithApproval {
  const withApproval = useContext(ApprovalContext);
  if (withApproval === null) throw new Error('useWithApproval needs an ApprovalProvider above it.');
  return withApproval;
}
