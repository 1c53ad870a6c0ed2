// The health probe: an engine that answered a moment ago counts as answering without a probe
// queued behind the counter's work; one that has not is asked, and a probe that gets no answer
// in time says so.
import { describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { probeDatabase } from './health-probe.js';

/** A database whose engine last answered as told and whose queries never finish. */
function stuckEngine(answeredLately: boolean): Database {
  return {
    kind: 'pglite',
    pglite: { answeredWithin: () => answeredLately },
    db: { execute: () => new Promise(() => undefined) },
  } as unknown as Database;
}

describe('probeDatabase', () => {
  it('counts an answer the engine gave within the limit, asking nothing', async () => {
    expect(await probeDatabase(stuckEngine(true), 10)).toBe('ok');
  });

  it('asks an engine that has been quiet, and says timeout when no answer comes', async () => {
    expect(await probeDatabase(stuckEngine(false), 10)).toBe('timeout');
  });
});
