import { fromPromise, type PromiseActorLogic } from 'xstate';

/**
 * The default of an actor the app must hand in with `machine.provide({ actors })`: it fails
 * at once with a message naming the missing actor, so a forgotten wiring is loud, not silent.
 */
export function requiredActor<TOutput, TInput>(name: string): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(
      new Error(`The actor '${name}' must be provided with machine.provide({ actors }).`),
    ),
  );
}
