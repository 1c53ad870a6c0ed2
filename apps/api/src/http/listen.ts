// Serves the app over HTTP/1.1: the one place the server and the test harness start
// listening, so both answer what Node's parser refuses the same way.
import { type ServerType, serve } from '@hono/node-server';
import { answerClientError } from './client-errors.js';

/** Where to listen; port 0 picks a free one. */
export interface ListenOptions {
  readonly port: number;
  readonly hostname: string;
}

/** Starts serving `fetch` and resolves once the server is listening. */
export function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  options: ListenOptions,
): Promise<ServerType> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: options.port, hostname: options.hostname }, () =>
      resolve(server),
    );
    server.on('clientError', answerClientError);
  });
}
