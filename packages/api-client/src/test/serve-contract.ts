// A fake server that answers only what the contract allows, and the real client over it: the
// call tests' set-up, written once.
import { expect } from 'vitest';
import { createLamaaClient } from '../client/create-lamaa-client.js';
import { contractErrors } from './contract-validator.js';
import { fakeServer } from './fake-server.js';

/** One answer: the method, the contract's path, the path called, the status and the body. */
export type ContractAnswer = [
  method: string,
  spec: string,
  real: string,
  status: number,
  body: unknown,
];

/** Checks each answer against the contract, then serves them to a client signed in as `t`. */
export function serveContract(answers: readonly ContractAnswer[]) {
  for (const [method, spec, , status, body] of answers)
    expect(contractErrors(method, spec, status, body)).toEqual([]);
  const server = fakeServer(
    Object.fromEntries(
      answers.map(([method, , real, status, body]) => [`${method} ${real}`, { status, body }]),
    ),
  );
  const api = createLamaaClient({
    baseUrl: 'http://pos.test/api',
    getToken: () => 't',
    fetch: server.fetch,
  });
  return { api, server };
}
