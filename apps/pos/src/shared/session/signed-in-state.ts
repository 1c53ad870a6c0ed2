/** The router state /login hands on after a sign-in, so the shell can put focus to work. */
export interface SignedInState {
  readonly signedIn: true;
}

/** The state the sign-in page navigates with. */
export const SIGNED_IN_STATE: SignedInState = { signedIn: true };

/** True when the page was reached straight from a sign-in (the router state says so). */
export function isJustSignedIn(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'signedIn' in state && state.signedIn === true
  );
}
