import {
  clearSessionCookieLine,
  cookieValue,
  resolveScanToken,
  SESSION_COOKIE,
  sessionCookieLine,
} from '@lamaa/domain';

/** The parts of the browser the session start touches (tests hand in their own). */
export interface SessionWindow {
  readonly document: { cookie: string };
  readonly location: Pick<Location, 'pathname' | 'search' | 'hash' | 'protocol' | 'assign'>;
  readonly history: Pick<History, 'replaceState' | 'state'>;
}

/**
 * Starts the scan route's session: the cookie's token, else `authtoken` (stored as the
 * cookie and removed from the address bar with replaceState, so it stays out of history
 * and referrers), else a move to /login and null.
 */
export function startSession(win: SessionWindow): string | null {
  const decision = resolveScanToken({
    cookieToken: cookieValue(win.document.cookie, SESSION_COOKIE.name),
    search: win.location.search,
  });
  if (decision.kind === 'redirect') {
    win.location.assign(decision.to);
    return null;
  }
  if (decision.kind === 'query') {
    win.document.cookie = sessionCookieLine(decision.token, win.location.protocol === 'https:');
  }
  // Whichever token wins, an authtoken never stays in the address bar.
  if (decision.search !== win.location.search) {
    const url = `${win.location.pathname}${decision.search}${win.location.hash}`;
    win.history.replaceState(win.history.state, '', url);
  }
  return decision.token;
}

/** Ends the session after a 401: the cookie goes, and the screen moves to /login. */
export function endSession(win: SessionWindow): void {
  win.document.cookie = clearSessionCookieLine();
  win.location.assign('/login');
}
