// A seeded corpus of malformed requests across every path of the contract (issue 9,
// resilience): wrong types, missing and extra fields, huge strings, bad money, unicode and
// control characters, SQL-looking text, bad uploads, bad and expired tokens and the other
// business's ids. No answer is a 5xx, every answer is JSON with a message when it refuses,
// nothing of one business reaches the other, and the server still answers its health check.
import { expect, test } from '../fixtures/own-server-test.js';
import { ACCOUNTS, ApiSession, send } from './api-session.js';
import {
  businessRows,
  expiredSession,
  revokedToken,
  sendCorpusRequest,
  validBodies,
} from './corpus-context.js';
import { businessSnapshot, businessTexts, markersOf } from './leak-markers.js';
import { answerProblems, buildCorpus, CORPUS_SEED } from './malformed-corpus.js';
import { makeOrderPlan } from './order-plan.js';
import { runPool } from './run-pool.js';
import { editDatabase } from './stopped-database.js';

test('a seeded corpus of malformed requests gets no 5xx, only JSON refusals with messages, and no leak', async ({
  ownServer,
}) => {
  test.setTimeout(180_000);
  const server = await ownServer(18630);
  // The owner: the corpus calls the counter's paths and the intake's with one session.
  const staff = await ApiSession.signIn(server.url, ACCOUNTS.owner);
  const me = (
    await staff.request<{ data: { id: number; business_id: number } }>('POST', '/api/pos/user')
  ).body.data;
  // An expired session can only be made in the database: stored while the server is stopped.
  const expired = expiredSession(me.id, me.business_id);
  await server.stop();
  await editDatabase(server.options.dataDir, (db) => db.query(expired.sql, expired.params));
  await server.start();

  const owner = await ApiSession.signIn(server.url, ACCOUNTS.oasisOwner);
  const own = await businessRows(staff);
  const plan = await makeOrderPlan(staff, 'Corpus Customer Two', 3131);
  const context = {
    tokens: {
      own: staff.token,
      other: owner.token,
      revoked: await revokedToken(server.url),
      expired: expired.token,
    },
    own,
    other: await businessRows(owner),
    valid: validBodies(own, plan),
  };
  const ownTexts = await businessTexts(staff);
  const otherTexts = await businessTexts(owner);
  const markers = { own: markersOf(ownTexts, otherTexts), other: markersOf(otherTexts, ownTexts) };
  expect(markers.other.length, "the other business's telling texts").toBeGreaterThan(20);
  const otherBefore = await businessSnapshot(owner);

  const corpus = buildCorpus(context);
  expect(corpus.length).toBeGreaterThanOrEqual(500);
  const problems: string[] = [];
  const statuses = new Map<number, number>();
  const started = Date.now();
  await runPool(corpus, 4, async (request) => {
    try {
      const answer = await sendCorpusRequest(server.url, request);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      problems.push(...answerProblems(request, answer, markers));
    } catch (error) {
      problems.push(`${request.label}: no answer (${String(error)})`);
    }
  });
  const elapsed = Date.now() - started;

  expect(problems).toEqual([]);
  expect((await send(server.url, 'GET', '/api/health')).status).toBe(200);
  expect(server.isRunning).toBe(true);
  expect(await businessSnapshot(owner)).toEqual(otherBefore);
  const histogram = [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  test.info().annotations.push({
    type: 'figures',
    description: `${corpus.length} requests (seed ${CORPUS_SEED}) in ${elapsed} ms: ${histogram}`,
  });
});
