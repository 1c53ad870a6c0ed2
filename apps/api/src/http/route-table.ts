// Knows which paths exist with which methods, so an unknown path answers 404 and a known
// path with the wrong method answers 405 with an Allow header.

interface RouteEntry {
  readonly pattern: RegExp;
  readonly methods: Set<string>;
}

/** A list of (method, path template) pairs with a lookup of the methods a path allows. */
export class RouteTable {
  private readonly entries = new Map<string, RouteEntry>();

  /** Records that `path` (with `:param` segments) answers `method`. */
  add(method: string, path: string): void {
    const existing = this.entries.get(path);
    if (existing) {
      existing.methods.add(method);
      return;
    }
    const source = path
      .split('/')
      .map((segment) => {
        const param = /^:[A-Za-z_]+(?:\{(.+)\})?$/.exec(segment);
        if (param) return param[1] ? `(?:${param[1]})` : '[^/]+';
        return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    this.entries.set(path, { pattern: new RegExp(`^${source}/?$`), methods: new Set([method]) });
  }

  /** The methods any recorded template allows for a concrete path (empty when none match). */
  allowed(path: string): string[] {
    const methods = new Set<string>();
    for (const entry of this.entries.values()) {
      if (entry.pattern.test(path)) for (const method of entry.methods) methods.add(method);
    }
    return [...methods].sort();
  }
}
