/** A response as the 401 rule sees it. */
export interface ResponseSeen {
  readonly status: number;
  /** The request's path, e.g. '/api/pos/login' or '/pos/order?page=2'. */
  readonly path: string;
}

/** True for the sign-in call's path (its last segment is 'login'), query ignored. */
export function isLoginPath(path: string): boolean {
  return /(^|\/)login\/?$/.test(path.replace(/[?#].*$/s, ''));
}

/**
 * The 401 rule: any 401 response outside /login clears the session and sends the user to
 * /login; a 401 from the sign-in call is a failed login instead.
 * @example shouldSignOut({ status: 401, path: '/api/pos/order' }) // true
 */
export function shouldSignOut(response: ResponseSeen): boolean {
  return response.status === 401 && !isLoginPath(response.path);
}
