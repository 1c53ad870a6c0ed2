// The malformed-request corpus, generated from one seed, and the rules every answer must keep:
// never a 5xx, always JSON, a message a person can read on every refusal (never a stack
// trace), the expected status where the case decides it, and nothing of another business.
import type { Answer } from './api-session.js';
import { addressCases } from './corpus-addresses.js';
import { authCases } from './corpus-auth.js';
import { bodyCases } from './corpus-bodies.js';
import type { CorpusContext, CorpusRequest } from './corpus-context.js';
import { foreignCases } from './corpus-foreign.js';
import { limitCases } from './corpus-limits.js';
import { uploadCases } from './corpus-uploads.js';
import { SeededRandom } from './seeded-random.js';

/** The seed of the corpus: change it to explore, keep it to replay. */
export const CORPUS_SEED = 20_260_209;

/** Every case of the corpus, the same on every run for the same context. */
export function buildCorpus(context: CorpusContext, seed = CORPUS_SEED): CorpusRequest[] {
  const random = new SeededRandom(seed);
  return [
    ...authCases(context, random),
    ...bodyCases(context, random),
    ...addressCases(context, random),
    ...uploadCases(context, random),
    ...foreignCases(context),
    ...limitCases(context),
  ];
}

/** Signs of a stack trace or internals in a message. */
const INTERNALS =
  /\n\s+at\s|node_modules|\.m?[jt]s:\d+|\b(TypeError|ReferenceError|SyntaxError|RangeError)\b|duplicate key|violates|relation "/;

/** The markers of each business: texts that must never reach anyone else. */
export interface Markers {
  readonly own: readonly string[];
  readonly other: readonly string[];
}

/** What is wrong with one answer, as lines for the report (empty when nothing). */
export function answerProblems(request: CorpusRequest, answer: Answer, markers: Markers): string[] {
  const problems: string[] = [];
  const say = (problem: string) =>
    problems.push(`${request.label}: ${problem} (${answer.status} ${answer.text.slice(0, 160)})`);
  if (answer.status >= 500) say('a server error');
  if (!answer.contentType.includes('application/json') || answer.body === undefined)
    say('not a JSON answer');
  if (answer.status >= 400) {
    const message = (answer.body as { message?: unknown } | undefined)?.message;
    if (typeof message !== 'string' || message.trim() === '') say('no message');
    else if (INTERNALS.test(message)) say('internals in the message');
  }
  if (request.expectedStatus !== undefined && answer.status !== request.expectedStatus)
    say(`expected ${request.expectedStatus}`);
  if (request.isForeign && (answer.status < 400 || answer.status >= 500))
    say("another business's row was not refused");
  const forbidden =
    request.viewer === 'own'
      ? markers.other
      : request.viewer === 'other'
        ? markers.own
        : [...markers.own, ...markers.other];
  const leaked = forbidden.filter((marker) => answer.text.includes(marker));
  if (leaked.length > 0) say(`leaks ${leaked.slice(0, 3).join(', ')}`);
  return problems;
}
