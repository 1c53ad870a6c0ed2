import { createActor, toPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { requiredActor } from './required-actor.js';

describe('requiredActor', () => {
  it('fails naming the actor the app forgot to provide', async () => {
    const actor = createActor(requiredActor<string, void>('logIn')).start();
    await expect(toPromise(actor)).rejects.toThrow("The actor 'logIn' must be provided");
  });
});
