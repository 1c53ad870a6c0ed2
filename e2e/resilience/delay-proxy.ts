// A loopback HTTP proxy in front of a real server that can hold chosen answers back. The
// server still does the work and answers; only the answer reaches the client late, as over a
// congested link. It records which held answers the client gave up on.
import { createServer, request, type IncomingMessage, type Server } from 'node:http';

/** An answer the client stopped waiting for, with what the server had said. */
export interface AbandonedAnswer {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly body: string;
}

/** Which answers to hold, and for how long. */
interface DelayRule {
  readonly method: string;
  readonly path: RegExp;
  readonly ms: number;
}

/** Reads a whole stream into a string. */
async function readAll(stream: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The proxy: forwards every request to `upstream` and delays answers matching the rule. */
export class DelayProxy {
  /** The proxy's base URL, e.g. http://127.0.0.1:18632. */
  readonly url: string;
  /** Answers held back until the client had closed its request. */
  readonly abandoned: AbandonedAnswer[] = [];
  private rule: DelayRule | null = null;
  private readonly server: Server;

  private constructor(
    private readonly upstream: URL,
    readonly port: number,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    this.server = createServer((req, res) => {
      const method = req.method ?? 'GET';
      const path = req.url ?? '/';
      const rule = this.rule;
      const holdMs = rule !== null && rule.method === method && rule.path.test(path) ? rule.ms : 0;
      let isClientGone = false;
      res.on('close', () => {
        if (!res.writableFinished) isClientGone = true;
      });
      const forward = request(
        {
          host: this.upstream.hostname,
          port: this.upstream.port,
          method,
          path,
          headers: { ...req.headers, host: this.upstream.host },
        },
        (answer) => {
          if (holdMs === 0) {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            return;
          }
          void readAll(answer).then((body) => {
            setTimeout(() => {
              if (isClientGone) {
                this.abandoned.push({
                  method,
                  path,
                  status: answer.statusCode ?? 0,
                  body: body.toString(),
                });
                return;
              }
              res.writeHead(answer.statusCode ?? 502, answer.headers);
              res.end(body);
            }, holdMs);
          });
        },
      );
      forward.on('error', () => {
        if (res.headersSent) return void res.destroy();
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'The server behind the test proxy did not answer.' }));
      });
      req.pipe(forward);
    });
  }

  /** Starts a proxy on `port` in front of `upstream` (a base URL). */
  static async start(upstream: string, port: number): Promise<DelayProxy> {
    const proxy = new DelayProxy(new URL(upstream), port);
    await new Promise<void>((resolve, reject) => {
      proxy.server.once('error', reject);
      proxy.server.listen(port, '127.0.0.1', () => resolve());
    });
    return proxy;
  }

  /** Holds answers to `method` requests whose path matches for `ms`; `null` stops holding. */
  delay(rule: DelayRule | null): void {
    this.rule = rule;
  }

  /** Stops listening and drops every open connection. */
  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
