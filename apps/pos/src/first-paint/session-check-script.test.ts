import { USER_STORAGE_KEY } from '@lamaa/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  LOADING_TEMPLATE_ID,
  SESSION_CHECK_SCRIPT,
  STORED_USER_KEY,
} from './session-check-script.js';

/** A served shell page: #root holding the inert shell picture, and the loading picture beside it. */
function servedShellPage(): HTMLElement {
  document.body.innerHTML = `<div id="root"><div inert style="display:contents"><header>Services</header></div></div><template id="${LOADING_TEMPLATE_ID}"><div class="lm-full-screen-loading" role="status"><p>Loading...</p></div></template>`;
  return document.getElementById('root') as HTMLElement;
}

/** Runs the inline script as the browser would, in the page's global scope. */
function runScript(): void {
  // The test runs the very text the page carries inline; evaluating it is the point.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function(SESSION_CHECK_SCRIPT)();
}

afterEach(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
});

describe('the session check of a first-painted shell page', () => {
  it('swaps the shell for "Loading..." when no employee is stored beside the token cookie', () => {
    const root = servedShellPage();
    runScript();
    expect(root.textContent).toBe('Loading...');
    expect(root.querySelector('header')).toBeNull();
    // Still the inert wrapper, so the app renders over it as over any first paint.
    expect(root.firstElementChild?.hasAttribute('inert')).toBe(true);
  });

  it('does the same for a damaged stored employee', () => {
    window.localStorage.setItem('lamaa.user', '{not json');
    const root = servedShellPage();
    runScript();
    expect(root.textContent).toBe('Loading...');
  });

  it('keeps the shell when an employee is stored', () => {
    window.localStorage.setItem('lamaa.user', JSON.stringify({ id: 1, name: 'Sami' }));
    const root = servedShellPage();
    runScript();
    expect(root.textContent).toBe('Services');
  });

  it('does nothing on a page without the loading picture (the sign-in page)', () => {
    document.body.innerHTML = '<div id="root"><div inert><form>Sign In</form></div></div>';
    runScript();
    expect(document.getElementById('root')?.textContent).toBe('Sign In');
  });
});

describe('STORED_USER_KEY', () => {
  it('is the key the app stores the employee under', () => {
    expect(STORED_USER_KEY).toBe(USER_STORAGE_KEY);
  });
});
