import { fc, test } from '@fast-check/vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { expect } from 'vitest';
import { createLoaderMachine, type LoadRequest, type LoadResult } from './create-loader-machine.js';

/** Each answer says which call it answers and for which key, so the test can tell them apart. */
interface Stamp {
  readonly key: string;
  readonly call: number;
}

/** A new search text, or Retry; sometimes one pending answer arrives before the next step. */
const stepArb = fc.tuple(
  fc.oneof(
    fc.record({
      type: fc.constant('request.change' as const),
      key: fc.constantFrom('a', 'b', 'c'),
    }),
    fc.constant({ type: 'load.retry' as const }),
  ),
  fc.boolean(),
);

test.prop([fc.scheduler(), fc.array(stepArb, { minLength: 1, maxLength: 12 }), fc.boolean()])(
  'however late answers arrive, an older one never replaces a newer one, and the last request wins',
  async (s, steps, isFailing) => {
    let calls = 0;
    const machine = createLoaderMachine<string, Stamp, 'offline'>().provide({
      actors: {
        // The fake ignores its signal on purpose: dropping late answers is the machine's job.
        load: fromPromise<LoadResult<Stamp, 'offline'>, LoadRequest<string>>(({ input }) => {
          calls += 1;
          const stamp = { key: input.key, call: calls };
          return s.schedule(
            Promise.resolve(isFailing && calls % 3 === 0 ? { error: 'offline' } : { data: stamp }),
          );
        }),
      },
    });
    const actor = createActor(machine, { input: { request: 'a', key: 'a' } }).start();
    const shown: number[] = [];
    actor.subscribe((snapshot) => {
      const { data } = snapshot.context;
      if (data !== null && shown.at(-1) !== data.call) shown.push(data.call);
    });
    for (const [event, releaseOne] of steps) {
      actor.send(event.type === 'load.retry' ? event : { ...event, request: event.key });
      if (releaseOne && s.count() > 0) await s.waitOne();
    }
    await s.waitAll();
    await waitFor(actor, (snapshot) => !snapshot.matches('fetching'));
    expect(shown.every((call, index) => index === 0 || call > (shown[index - 1] ?? 0))).toBe(true);
    const { context } = actor.getSnapshot();
    if (actor.getSnapshot().matches('ready'))
      expect(context.data).toEqual({ key: context.key, call: calls });
    else expect(context.error).toBe('offline');
    actor.stop();
  },
);
