// Closing a shift with a blind count: the cashier counts the drawer (by note and coin, or as a
// total) before seeing what it should hold; only then the expected cash and the variance are
// shown. A variance above the business's threshold needs a reason and a manager's PIN: the
// close call is a guarded call, and the app runs it through the approval machine like any other.
import { assign, fromPromise, setup } from 'xstate';
import { type GuardedAnswer, isApprovalRequired } from '../approval/approval-machine.js';
import type { ApprovalKind } from '../approval/approval-rules.js';
import { type Fils, parseAedInput } from '../money/fils.js';
import type { Refusal } from '../refusal/refusal-code.js';
import { countedTotal, type Denomination, type DenominationCounts } from './denominations.js';
import { cashVariance, varianceNeedsApproval } from './shift-variance.js';
import { varianceReason } from './shift-input.js';

/** What the server says a shift should hold, asked only once the count is in. */
export interface ShiftExpectation {
  readonly expected: Fils;
  readonly thresholdFils: Fils;
}

/** What the close call sends (the approval flow adds a manager's token when one is asked). */
export interface ShiftCloseRequest {
  readonly counted: Fils;
  readonly counts: DenominationCounts | null;
  readonly reason: string | null;
}

/** The approval a variance needs. */
export const VARIANCE_APPROVAL: readonly ApprovalKind[] = ['shift-variance'];

/** The close flow's memory. */
export interface ShiftCloseContext {
  readonly shiftId: number;
  /** Counting by note and coin, or typing the total. */
  readonly mode: 'counts' | 'total';
  readonly counts: Readonly<Record<number, number>>;
  readonly totalText: string;
  /** The count, fixed once submitted. */
  readonly counted: Fils | null;
  readonly expectation: ShiftExpectation | null;
  readonly reason: string;
  readonly problem: Refusal | null;
  /** The close call's answer (the Z report) once the shift is closed. */
  readonly report: unknown;
}

/** The close flow's events. */
export type ShiftCloseEvent =
  | { readonly type: 'count.mode'; readonly mode: 'counts' | 'total' }
  | { readonly type: 'count.set'; readonly denomination: Denomination; readonly pieces: number }
  | { readonly type: 'count.total'; readonly text: string }
  | { readonly type: 'count.submit' }
  | { readonly type: 'reason.change'; readonly reason: string }
  | { readonly type: 'close.submit' }
  | { readonly type: 'close.cancel' };

/** The cash the count in the context comes to, or null when the typed total is not money. */
export function closeCounted(context: ShiftCloseContext): Fils | null {
  if (context.mode === 'counts') return countedTotal(context.counts);
  const parsed = parseAedInput(context.totalText);
  return parsed.ok ? parsed.value : null;
}

/** The variance of a submitted count, or null before the expected cash is known. */
export function closeVariance(context: ShiftCloseContext): Fils | null {
  if (context.counted === null || context.expectation === null) return null;
  return cashVariance(context.counted, context.expectation.expected);
}

/** Whether the submitted count's variance needs a reason and a manager. */
export function closeNeedsApproval(context: ShiftCloseContext): boolean {
  const variance = closeVariance(context);
  if (variance === null || context.expectation === null) return false;
  return varianceNeedsApproval(variance, context.expectation.thresholdFils);
}

/**
 * The close flow of one shift. The app provides `loadExpectation` (the expected cash and the
 * threshold) and `closeShift` (the close call through the app's approval flow, which asks the
 * manager's PIN when the server wants it). It ends in `closed` with the Z report, or `cancelled`.
 */
export const shiftCloseMachine = setup({
  types: {
    context: {} as ShiftCloseContext,
    events: {} as ShiftCloseEvent,
    input: {} as { shiftId: number },
  },
  actors: {
    loadExpectation: fromPromise<ShiftExpectation, { shiftId: number }>(() =>
      Promise.reject(new Error('loadExpectation is provided by the app')),
    ),
    closeShift: fromPromise<GuardedAnswer<unknown>, ShiftCloseRequest & { shiftId: number }>(() =>
      Promise.reject(new Error('closeShift is provided by the app')),
    ),
  },
  guards: {
    isCountValid: ({ context }) => closeCounted(context) !== null,
    isReasonValid: ({ context }) => varianceReason(context.reason, closeNeedsApproval(context)).ok,
    isClosed: (_, answer: GuardedAnswer<unknown>) => answer.ok,
    needsApproval: (_, answer: GuardedAnswer<unknown>) => isApprovalRequired(answer),
  },
  actions: {
    setMode: assign((_, params: { mode: 'counts' | 'total' }) => ({ mode: params.mode })),
    setCount: assign(({ context }, params: { denomination: Denomination; pieces: number }) => ({
      counts: { ...context.counts, [params.denomination]: Math.max(0, Math.trunc(params.pieces)) },
      problem: null,
    })),
    setTotal: assign((_, params: { text: string }) => ({ totalText: params.text, problem: null })),
    setCounted: assign(({ context }) => ({ counted: closeCounted(context) })),
    setCountProblem: assign({ problem: { code: 'shift.amount-invalid' } as Refusal }),
    setExpectation: assign((_, expectation: ShiftExpectation) => ({ expectation })),
    setReason: assign((_, params: { reason: string }) => ({
      reason: params.reason,
      problem: null,
    })),
    setReasonProblem: assign({ problem: { code: 'shift.variance-reason-required' } as Refusal }),
    setReport: assign((_, answer: GuardedAnswer<unknown>) =>
      answer.ok ? { report: answer.value, problem: null } : {},
    ),
    setRefusal: assign((_, answer: GuardedAnswer<unknown>) =>
      answer.ok ? {} : { problem: answer.refusal },
    ),
    setFailure: assign({ problem: { code: 'server.error' } as Refusal }),
    clearProblem: assign({ problem: null }),
  },
}).createMachine({
  id: 'shiftClose',
  context: ({ input }) => ({
    shiftId: input.shiftId,
    mode: 'counts',
    counts: {},
    totalText: '',
    counted: null,
    expectation: null,
    reason: '',
    problem: null,
    report: null,
  }),
  initial: 'counting',
  states: {
    counting: {
      on: {
        'count.mode': { actions: { type: 'setMode', params: ({ event }) => event } },
        'count.set': { actions: { type: 'setCount', params: ({ event }) => event } },
        'count.total': { actions: { type: 'setTotal', params: ({ event }) => event } },
        'count.submit': [
          { guard: 'isCountValid', actions: 'setCounted', target: 'loading' },
          { actions: 'setCountProblem' },
        ],
        'close.cancel': { target: 'cancelled' },
      },
    },
    loading: {
      invoke: {
        src: 'loadExpectation',
        input: ({ context }) => ({ shiftId: context.shiftId }),
        onDone: {
          actions: { type: 'setExpectation', params: ({ event }) => event.output },
          target: 'reviewing',
        },
        onError: { actions: 'setFailure', target: 'failed' },
      },
    },
    // A failed load keeps the count: the cashier retries without counting again.
    failed: {
      on: { 'count.submit': { target: 'loading' }, 'close.cancel': { target: 'cancelled' } },
    },
    reviewing: {
      on: {
        'reason.change': { actions: { type: 'setReason', params: ({ event }) => event } },
        'close.submit': [
          { guard: 'isReasonValid', target: 'closing' },
          { actions: 'setReasonProblem' },
        ],
        'close.cancel': { target: 'cancelled' },
      },
    },
    closing: {
      invoke: {
        src: 'closeShift',
        input: ({ context }) => ({
          shiftId: context.shiftId,
          counted: context.counted ?? 0,
          counts: context.mode === 'counts' ? (context.counts as DenominationCounts) : null,
          reason: context.reason.trim() === '' ? null : context.reason.trim(),
        }),
        onDone: [
          {
            guard: { type: 'isClosed', params: ({ event }) => event.output },
            actions: { type: 'setReport', params: ({ event }) => event.output },
            target: 'closed',
          },
          {
            // The cashier cancelled the manager's PIN: back to the review as it was.
            guard: { type: 'needsApproval', params: ({ event }) => event.output },
            actions: 'clearProblem',
            target: 'reviewing',
          },
          {
            actions: { type: 'setRefusal', params: ({ event }) => event.output },
            target: 'reviewing',
          },
        ],
        onError: { actions: 'setFailure', target: 'reviewing' },
      },
    },
    closed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
