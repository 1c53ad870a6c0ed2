// Both languages' refusal texts in one chunk: loadRefusalTexts fetches them with one request.
export { refusalAr } from './refusal-ar.js';
export { refusalEn } from './refusal-en.js';
