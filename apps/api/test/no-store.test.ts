// No API answer may be kept by a browser or a proxy cache: signed-in answers carry a
// business's customers, orders and the employee's profile, and a shared computer's back
// button or disk cache must not show them to the next person. Refusals included.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../src/app.js';
import { openTestServer, type TestServer } from './test-server.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await openTestServer();
  token = await server.login();
});
afterAll(async () => {
  await server.close();
});

it('answers every signed-in path, and every refusal, with Cache-Control: no-store', async () => {
  const calls: [string, string, Parameters<TestServer['call']>[2], number][] = [
    ['GET', '/api/pos/customers', { token }, 200],
    ['GET', '/api/pos/order', { token }, 200],
    ['POST', '/api/pos/user', { token }, 200],
    ['GET', '/api/meta/data', { token }, 200],
    ['GET', '/api/services', { token }, 200],
    ['GET', '/api/pos/coupons', { token }, 200],
    ['POST', '/api/pos/customers', { token, json: { name: '' } }, 422],
    ['DELETE', '/api/pos/999999', { token }, 404],
    ['GET', '/api/pos/customers', {}, 401],
    ['PUT', '/api/pos/customers', { token, unchecked: true }, 405],
    ['GET', '/api/pos/nothing-here', { token, unchecked: true }, 404],
    ['GET', '/api', { unchecked: true }, 404],
    [
      'POST',
      '/api/pos/customers',
      { token, body: '{"name":', headers: { 'content-type': 'application/json' } },
      400,
    ],
    ['POST', '/api/pos/customers', { token, json: { name: 'x'.repeat(JSON_BODY_LIMIT) } }, 413],
    [
      'POST',
      '/api/pos/login',
      { json: { email: 'x@lamaa.demo', password: 'wrong-password' } },
      401,
    ],
  ];
  const wrong: string[] = [];
  for (const [method, path, options, status] of calls) {
    const answer = await server.call(method, path, options);
    expect(answer.status, `${method} ${path}`).toBe(status);
    const cacheControl = answer.headers.get('cache-control');
    if (cacheControl !== 'no-store') wrong.push(`${method} ${path} ${status}: ${cacheControl}`);
  }
  expect(wrong).toEqual([]);
});
