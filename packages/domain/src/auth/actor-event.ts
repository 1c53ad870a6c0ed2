/**
 * Reads the output an invoked actor finished with from its done event, as unknown so the
 * machine checks it with a domain function before trusting it.
 */
export function outputOf(event: object): unknown {
  return 'output' in event ? event.output : undefined;
}

/** Reads the error an invoked actor failed with from its error event. */
export function errorOf(event: object): unknown {
  return 'error' in event ? event.error : undefined;
}
