import { describe, expect, it } from 'vitest';
import { errorOf, outputOf } from './actor-event.js';

describe('outputOf and errorOf', () => {
  it('read what a done or error event carries, else undefined', () => {
    expect(outputOf({ type: 'xstate.done.actor.x', output: { id: 1 } })).toEqual({ id: 1 });
    expect(outputOf({ type: 'other' })).toBeUndefined();
    expect(errorOf({ type: 'xstate.error.actor.x', error: 'boom' })).toBe('boom');
    expect(errorOf({ type: 'other' })).toBeUndefined();
  });
});
