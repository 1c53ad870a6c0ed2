// The request deadline and the mapping of database failures to 503 answers.
import { describe, expect, it } from 'vitest';
import {
  classifyDatabaseError,
  DatabaseTimeoutError,
  DatabaseUnavailableError,
  DbGate,
  withDeadline,
} from './deadline.js';

describe('DbGate', () => {
  it('answers a timeout at the deadline and never runs the work once its turn comes', async () => {
    const gate = new DbGate();
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const ran: string[] = [];
    const call = withDeadline(5, () =>
      gate.run(async (check) => {
        await turn; // waiting for the engine, as behind another transaction
        check();
        ran.push('ran');
      }),
    );
    await expect(call).rejects.toBeInstanceOf(DatabaseTimeoutError);
    release();
    expect(await gate.stop(60_000)).toBe(true);
    expect(ran).toEqual([]);
  });

  it('runs work without a deadline outside a request, and refuses new work once stopping', async () => {
    const gate = new DbGate();
    expect(await gate.run(async (check) => (check(), 'answered'))).toBe('answered');
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const running = gate.run(async (check) => {
      await turn;
      check();
    });
    const stopped = gate.stop(60_000);
    await expect(gate.run(async () => 'late')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    release();
    await expect(running).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(await stopped).toBe(true);
  });
});

describe('classifyDatabaseError', () => {
  it('sees timeouts and unreachable databases through wrapping, and nothing else', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const wrapped = new Error('Failed query: select 1', { cause: refused });
    expect(classifyDatabaseError(wrapped)).toBe('unavailable');
    expect(classifyDatabaseError(Object.assign(new Error('x'), { code: '57P03' }))).toBe(
      'unavailable',
    );
    expect(classifyDatabaseError(Object.assign(new Error('x'), { code: '57014' }))).toBe('timeout');
    expect(classifyDatabaseError(new Error('timeout exceeded when trying to connect'))).toBe(
      'timeout',
    );
    expect(classifyDatabaseError(new DatabaseTimeoutError())).toBe('timeout');
    expect(classifyDatabaseError(Object.assign(new Error('dup'), { code: '23505' }))).toBe(
      undefined,
    );
    expect(classifyDatabaseError(new TypeError('a bug'))).toBe(undefined);
  });
});
