import { approvalMachine, type GuardedAnswer } from '@lamaa/domain';
import { type ReactNode, useCallback, useState } from 'react';
import { createActor, fromPromise, toPromise } from 'xstate';
import {
  ApprovalContext,
  type GuardedCall,
  type WithApproval,
} from '../shared/approval/approval-context.js';
import { type ApprovalActor, ApprovalDialog } from '../shared/approval/approval-dialog.js';

/**
 * Runs each guarded call of the counter through the domain's approval machine and shows its
 * PIN dialog while a manager is asked; one approval at a time.
 */
export function ApprovalProvider({ children }: { children: ReactNode }) {
  const [actor, setActor] = useState<ApprovalActor | null>(null);
  const withApproval = useCallback<WithApproval>(<R,>(guarded: GuardedCall<R>) => {
    let last: R | undefined;
    let failure: unknown;
    const running = createActor(
      approvalMachine.provide({
        actors: {
          callGuarded: fromPromise<GuardedAnswer<unknown>, { token: string | null }>(
            async ({ input }) => {
              const answer = await guarded
                .call(input.token ?? undefined)
                .catch((error: unknown) => {
                  failure = error;
                  throw error;
                });
              last = answer;
              const refusal = guarded.refusalOf(answer);
              return refusal === null ? { ok: true, value: null } : { ok: false, refusal };
            },
          ),
          grantApproval: fromPromise(({ input }) => guarded.grant(input.pin, input.kinds)),
        },
      }),
    );
    setActor(running);
    running.start();
    return toPromise(running).then(
      () => {
        setActor(null);
        // The call itself threw (the machine only notes that it failed): pass that on.
        if (last === undefined) throw failure;
        return last;
      },
      (error: unknown) => {
        setActor(null);
        throw error;
      },
    );
  }, []);
  return (
    <ApprovalContext.Provider value={withApproval}>
      {children}
      {actor ? <ApprovalDialog actor={actor} /> : null}
    </ApprovalContext.Provider>
  );
}
