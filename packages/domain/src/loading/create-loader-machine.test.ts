import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import {
  createLoaderMachine,
  type LoadRequest,
  type LoadResult,
  type LoaderInput,
} from './create-loader-machine.js';

type Offline = { readonly kind: 'offline' };
type Answer = LoadResult<string[], Offline>;

/** A catalogue search: the request is the search text, the data its names. */
const loaderMachine = createLoaderMachine<string, string[], Offline>();

const input = (key: string, cache?: Map<string, string[]>): LoaderInput<string, string[]> => ({
  request: key,
  key,
  ...(cache ? { cache } : {}),
});
const change = (key: string) => ({ type: 'request.change', request: key, key }) as const;
// The events XState sends when the invoked load answers or throws, for the pure steps.
const done = (output: Answer) => ({ type: 'xstate.done.actor.load', output }) as never;
const threw = (error: unknown) => ({ type: 'xstate.error.actor.load', error }) as never;

/** One call of the fake load: what it was asked, its signal, and the way to answer it. */
interface Call {
  readonly input: LoadRequest<string>;
  readonly signal: AbortSignal;
  readonly answer: (result: Answer) => void;
  readonly fail: (error: unknown) => void;
}

/** Starts a loader whose load calls wait until the test answers them, in any order. */
function start(first: LoaderInput<string, string[]>) {
  const calls: Call[] = [];
  const machine = loaderMachine.provide({
    actors: {
      load: fromPromise<Answer, LoadRequest<string>>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            calls.push({ input, signal, answer: resolve, fail: reject });
          }),
      ),
    },
  });
  const actor = createActor(machine, { input: first }).start();
  const call = (index: number): Call => {
    const found = calls[index];
    if (found === undefined) throw new Error(`no load call ${index}`);
    return found;
  };
  return { actor, calls, call };
}

describe('loaderMachine steps (transition)', () => {
  it('starts loading with no data, or refreshing from the cached data of its key', () => {
    const [empty] = initialTransition(loaderMachine, input('wash'));
    expect(empty.value).toEqual({ fetching: 'loading' });
    expect(empty.context.data).toBeNull();
    const cache = new Map([['wash', ['Exterior Wash']]]);
    const [cached] = initialTransition(loaderMachine, input('wash', cache));
    expect(cached.value).toEqual({ fetching: 'refreshing' });
    expect(cached.context.data).toEqual(['Exterior Wash']);
  });

  it('ignores a request whose key is the current one', () => {
    const [s0] = initialTransition(loaderMachine, input('wash'));
    const [s1, actions] = transition(loaderMachine, s0, change('wash'));
    expect(s1.value).toEqual({ fetching: 'loading' });
    expect(actions).toEqual([]);
  });

  it('keeps the answer and the cache entry on success, then loads a new key over the old data', () => {
    const [s0] = initialTransition(loaderMachine, input('wash', new Map()));
    const [s1, actions] = transition(loaderMachine, s0, done({ data: ['Exterior Wash'] }));
    expect(s1.value).toBe('ready');
    expect(s1.context.data).toEqual(['Exterior Wash']);
    expect(actions.map((action) => action.type)).toContain('storeData');
    const [s2] = transition(loaderMachine, s1, change('polish'));
    expect(s2.value).toEqual({ fetching: 'refreshing' });
    expect(s2.context).toMatchObject({ key: 'polish', request: 'polish', data: ['Exterior Wash'] });
  });

  it('fails with the answer’s typed error, keeps the last data, and clears the error on retry', () => {
    const [s0] = initialTransition(loaderMachine, input('wash'));
    const [s1] = transition(loaderMachine, s0, done({ data: ['Exterior Wash'] }));
    const [s2] = transition(loaderMachine, s1, { type: 'load.retry' });
    const [s3] = transition(loaderMachine, s2, done({ error: { kind: 'offline' } }));
    expect(s3.value).toBe('failed');
    expect(s3.context.error).toEqual({ kind: 'offline' });
    expect(s3.context.data).toEqual(['Exterior Wash']);
    const [s4] = transition(loaderMachine, s3, { type: 'load.retry' });
    expect(s4.value).toEqual({ fetching: 'refreshing' });
    expect(s4.context.error).toBeNull();
  });

  it('fails with no typed error when the load throws', () => {
    const [s0] = initialTransition(loaderMachine, input('wash'));
    const [s1] = transition(loaderMachine, s0, threw(new Error('bug')));
    expect(s1.value).toBe('failed');
    expect(s1.context.error).toBeNull();
  });
});

describe('loaderMachine flows', () => {
  it('stops the load in flight when the key changes: its signal aborts and its answer is dropped', async () => {
    const { actor, call } = start(input('wash'));
    actor.send(change('polish'));
    expect(call(0).signal.aborted).toBe(true);
    expect(call(1).input).toEqual({ request: 'polish', key: 'polish' });
    expect(call(1).signal.aborted).toBe(false);
    // A load that ignores its signal still cannot land: its actor is stopped.
    call(0).answer({ data: ['wash answer'] });
    call(1).answer({ data: ['polish answer'] });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.data).toEqual(['polish answer']);
    actor.stop();
  });

  it('keeps the last data on screen while it revalidates, then shows the new answer', async () => {
    const { actor, call } = start(input('wash'));
    call(0).answer({ data: ['Exterior Wash'] });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'load.retry' });
    expect(actor.getSnapshot().matches({ fetching: 'refreshing' })).toBe(true);
    expect(actor.getSnapshot().context.data).toEqual(['Exterior Wash']);
    call(1).answer({ data: ['Exterior Wash', 'Interior Wash'] });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.data).toEqual(['Exterior Wash', 'Interior Wash']);
    actor.stop();
  });

  it('shows a key seen before from the cache at once, and revalidates it', async () => {
    const cache = new Map<string, string[]>();
    const { actor, call } = start(input('wash', cache));
    call(0).answer({ data: ['Exterior Wash'] });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send(change('polish'));
    call(1).answer({ data: ['Polish'] });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send(change('wash'));
    expect(actor.getSnapshot().matches({ fetching: 'refreshing' })).toBe(true);
    expect(actor.getSnapshot().context.data).toEqual(['Exterior Wash']);
    call(2).answer({ data: ['Exterior Wash 2'] });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(cache.get('wash')).toEqual(['Exterior Wash 2']);
    actor.stop();
  });

  it('exposes a failure as its typed value, and loads again on load.retry', async () => {
    const { actor, call } = start(input('wash'));
    call(0).answer({ error: { kind: 'offline' } });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'offline' });
    actor.send({ type: 'load.retry' });
    expect(actor.getSnapshot().matches({ fetching: 'loading' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    call(1).answer({ data: ['Exterior Wash'] });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.data).toEqual(['Exterior Wash']);
    actor.stop();
  });

  it('restarts a load in flight on load.retry, so the earlier answer never lands', async () => {
    const { actor, call } = start(input('wash'));
    actor.send({ type: 'load.retry' });
    expect(call(0).signal.aborted).toBe(true);
    call(1).answer({ data: ['newer'] });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    call(0).answer({ data: ['older'] });
    await Promise.resolve();
    expect(actor.getSnapshot().context.data).toEqual(['newer']);
    actor.stop();
  });

  it('fails, without a typed error, when the load throws', async () => {
    const { actor, call } = start(input('wash'));
    call(0).fail(new Error('bug'));
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.stop();
  });

  it('aborts the load in flight when the loader stops (the screen goes away)', () => {
    const { actor, call } = start(input('wash'));
    actor.stop();
    expect(call(0).signal.aborted).toBe(true);
  });

  it('fails, never loads, when the app provides no load actor', async () => {
    const actor = createActor(loaderMachine, { input: input('wash') }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.data).toBeNull();
    actor.stop();
  });
});
