export { aedToFils, filsToAed, FILS_PER_AED, isFils, parseAedInput, percentOf, sanitizeAmountInput, sumFils } from './money/fils.js';
export type { Fils } from './money/fils.js';
export { fail, ok } from './shared/result.js';
export type { Failure, FailureParams, Result, Success } from './shared/result.js';
