import { type AuthUser, type BranchTimeZone, userTimeZone } from '@lamaa/domain';
import { createContext, useContext } from 'react';

/**
 * What the counter's receipts date and print by, from the profile kept after sign-in: the
 * branch's time zone (never the till's, which may keep another) and the business's name and
 * logo.
 */
export interface CounterBranch {
  readonly timeZone: BranchTimeZone;
  readonly businessName: string;
  readonly logoUrl: string | null;
}

/** The counter's branch as a signed-in employee's profile gives it. */
export function counterBranchOf(user: AuthUser | null): CounterBranch {
  return {
    timeZone: userTimeZone(user),
    businessName: user?.business_name ?? '',
    logoUrl: user?.logo_url ?? null,
  };
}

/** Holds the signed-in counter's branch (provided by the app shell). */
export const CounterBranchContext = createContext<CounterBranch>(counterBranchOf(null));

/** The counter's branch: its zone, the business's name and logo. */
export function useCounterBranch(): CounterBranch {
  return useContext(CounterBranchContext);
}
