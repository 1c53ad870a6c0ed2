// Runs inline in a first-painted shell page (scripts/first-paint-plugin.ts), right after #root.
// Kept free of imports: the build's plugin reads it in Node, and the browser runs its text.

/** The id of the <template> holding a shell page's "Loading..." picture. */
export const LOADING_TEMPLATE_ID = 'lamaa-loading';

/** Where the app keeps the signed-in employee (the domain's USER_STORAGE_KEY). */
export const STORED_USER_KEY = 'lamaa.user';

/**
 * The server serves the shell's picture whenever the token cookie exists, but the auth machine
 * also needs a stored employee: without one it signs out. Swapping the picture for "Loading..."
 * at once means the cashier never sees a shell that bounces to /login when the app starts.
 * Its text is fixed at build time; the server's CSP allows it by its hash.
 */
export const SESSION_CHECK_SCRIPT = `(() => {
  const loading = document.getElementById('${LOADING_TEMPLATE_ID}');
  const picture = document.getElementById('root')?.firstElementChild;
  if (!loading || !picture) return;
  let user = null;
  try {
    user = JSON.parse(localStorage.getItem('${STORED_USER_KEY}') ?? 'null');
  } catch {}
  if (user !== null && typeof user === 'object') return;
  picture.replaceChildren(loading.content.cloneNode(true));
})();`;
