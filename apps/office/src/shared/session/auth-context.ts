import { useSelector } from '@xstate/react';
import {
  type Actor,
  type authMachine,
  type AuthUser,
  type BranchTimeZone,
  ROLES,
  type Role,
  can,
  type Action,
  userTimeZone,
} from '@lamaa/domain';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';

/** The running auth machine of the office. */
export type AuthActor = ActorRefFrom<typeof authMachine>;

/** Holds the office's auth actor (started once in src/app). */
export const AuthContext = createContext<AuthActor | null>(null);

/** The office's auth actor, to send `auth.login` or `auth.logout`. */
export function useAuthActor(): AuthActor {
  const actor = useContext(AuthContext);
  if (actor === null) throw new Error('useAuthActor needs an AuthContext provider above it.');
  return actor;
}

/** The signed-in employee, or null. */
export function useUser(): AuthUser | null {
  return useSelector(useAuthActor(), (snapshot) => snapshot.context.session?.user ?? null);
}

/** The zone the signed-in employee's branch keeps its days in (the server reads days in it). */
export function useBranchZone(): BranchTimeZone {
  return userTimeZone(useUser());
}

/**
 * The employee as the access rules see them: their role and branch, or null for a role this
 * build does not know (which may open nothing here: the office never guesses in favour).
 */
export function actorOf(user: AuthUser | null): Actor | null {
  const role = ROLES.find((name: Role) => name === user?.role);
  if (role === undefined) return null;
  const branch = user?.branch_id;
  const branchId = branch === null || branch === undefined ? null : Number(branch);
  return { role, branchId: Number.isFinite(branchId) ? branchId : null };
}

/** Whether the signed-in employee may do the action (on their own branch). */
export function useCan(): (action: Action) => boolean {
  const actor = actorOf(useUser());
  return (action) => actor !== null && can(actor, action);
}
