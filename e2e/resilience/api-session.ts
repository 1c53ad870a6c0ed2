// A small HTTP client for the resilience tests: plain fetch against a server they own, with a
// session token, every answer read as text and parsed when it says it is JSON.
import { DEMO_CASHIER, DEMO_OWNER, DEMO_STORE_KEEPER } from '../fixtures/lamaa-server.js';

/** The demo business's cashier, store-keeper and owner, and the second business's owner. */
export const ACCOUNTS = {
  cashier: DEMO_CASHIER,
  storeKeeper: DEMO_STORE_KEEPER,
  owner: DEMO_OWNER,
  oasisOwner: { email: 'owner@oasis.demo', password: DEMO_CASHIER.password },
} as const;

/** One answer: status, content type, the raw text and the parsed JSON (undefined when not JSON). */
export interface Answer<T = unknown> {
  readonly status: number;
  readonly contentType: string;
  readonly text: string;
  readonly body: T;
}

/** What one request sends besides its method and path. */
export interface RequestParts {
  readonly json?: unknown;
  readonly body?: string | FormData | Blob;
  readonly headers?: Readonly<Record<string, string>>;
  readonly token?: string | null;
}

/** Sends one request to `baseUrl` and reads the whole answer. */
export async function send<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  parts: RequestParts = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...parts.headers };
  if (parts.token) headers['authorization'] = `Bearer ${parts.token}`;
  let body = parts.body;
  if (parts.json !== undefined) {
    body = JSON.stringify(parts.json);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  let parsed: unknown;
  if (contentType.includes('json')) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  return { status: response.status, contentType, text, body: parsed as T };
}

/** A signed-in employee talking to one server. */
export class ApiSession {
  private constructor(
    readonly baseUrl: string,
    readonly token: string,
  ) {}

  /** Signs in and fails the test with the server's message when it cannot. */
  static async signIn(
    baseUrl: string,
    account: { readonly email: string; readonly password: string },
  ): Promise<ApiSession> {
    const answer = await send<{ token?: string; message?: string }>(
      baseUrl,
      'POST',
      '/api/pos/login',
      { json: account },
    );
    if (answer.status !== 200 || !answer.body.token)
      throw new Error(`Sign-in as ${account.email} failed: ${answer.status} ${answer.text}`);
    return new ApiSession(baseUrl, answer.body.token);
  }

  /** Sends a request with this session's token (unless `parts.token` says otherwise). */
  request<T = unknown>(method: string, path: string, parts: RequestParts = {}): Promise<Answer<T>> {
    return send<T>(this.baseUrl, method, path, { token: this.token, ...parts });
  }

  /** GETs a path and answers its JSON, failing on anything but 200. */
  async read<T>(path: string): Promise<T> {
    const answer = await this.request<T>('GET', path);
    if (answer.status !== 200)
      throw new Error(`GET ${path} answered ${answer.status}: ${answer.text}`);
    return answer.body;
  }

  /** POSTs JSON with optional headers. */
  post<T = unknown>(
    path: string,
    json: unknown,
    headers: Readonly<Record<string, string>> = {},
  ): Promise<Answer<T>> {
    return this.request<T>('POST', path, { json, headers });
  }
}
