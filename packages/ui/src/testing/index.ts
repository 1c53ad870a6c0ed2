// Helpers for the apps' tests (not for their bundles), listed by name.
export { glossaryBreaches, REPLACED_ARABIC_WORDS } from './glossary-breaches.js';
export type { ReplacedWord } from './glossary-breaches.js';
export { DIALECT_ARABIC_WORDS, registerBreaches } from './register-breaches.js';
// A test that translates outside LocaleProvider loads the refusal texts it needs itself.
export { loadRefusalTexts } from '../i18n/load-refusal-texts.js';
