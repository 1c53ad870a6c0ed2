// Test set-up for the jsdom component tests.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom replaces AbortSignal with its own class, which Node's fetch Request refuses; the API
// client's timeout (AbortSignal.any / AbortSignal.timeout) needs Node's, taken from a Request.
if (typeof document !== 'undefined') {
  globalThis.AbortSignal = new Request('http://localhost/').signal
    .constructor as typeof AbortSignal;
}

// jsdom has no CSS.escape, which React Aria's modal calls; a test-only stand-in escapes every
// character outside [A-Za-z0-9_-] (enough for the meta names it looks up).
if (typeof globalThis.CSS === 'undefined') {
  Object.defineProperty(globalThis, 'CSS', {
    value: { escape: (text: string) => text.replace(/[^A-Za-z0-9_-]/g, (char) => `\\${char}`) },
  });
}

// The first render of a lazy route compiles its modules, slowly on a CI host shared with
// other work (load 15 and more): give findBy* queries generous room; a pass is not slowed.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  // The bundle-budget test runs in Node, without a DOM to clean.
  if (typeof document === 'undefined') return;
  cleanup();
  document.cookie = 'lamaa_token=; Max-Age=0; Path=/';
  window.localStorage.clear();
});
