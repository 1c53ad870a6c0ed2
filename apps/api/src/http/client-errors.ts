// What Node's HTTP parser refuses never reaches Hono: headers beyond the limit, a request
// line that is not HTTP, a timed-out request. Node answers those with a bare status line and
// no body; clients of this API read a JSON message from every refusal, so they get one here.
import { maxHeaderSize } from 'node:http';
import type { Duplex } from 'node:stream';

/** The status and message of each parser refusal, by Node's error code. */
function refusalOf(code: string | undefined): [number, string, string] {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return [
        431,
        'Request Header Fields Too Large',
        `The request headers are too large (the limit is ${Math.round(maxHeaderSize / 1024)} KB in all). Clear this site's cookies or send fewer headers.`,
      ];
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return [413, 'Payload Too Large', 'The chunk extensions of the request body are too large.'];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, 'Request Timeout', 'The request took too long to arrive. Please try again.'];
    default:
      return [400, 'Bad Request', 'The request is not valid HTTP/1.1 and could not be read.'];
  }
}

/**
 * The server's `clientError` listener: answers the refusal as JSON (with the headers every
 * API answer carries) and closes the connection, as Node's own default would without a body.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // Node's default checks the same: a response already under way cannot get another one.
  const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, reason, message] = refusalOf(error.code);
  const body = JSON.stringify({ message });
  socket.end(
    [
      `HTTP/1.1 ${status} ${reason}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
    () => socket.destroy(),
  );
}
