// Recognises PostgreSQL's unique_violation (23505) on a named constraint, through the
// wrappers Drizzle puts around driver errors.

/** The violated key's values as PostgreSQL's detail spells them, or undefined when `error` is not a violation of `constraint`. */
export function uniqueViolation(error: unknown, constraint: string): string[] | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return undefined;
    const found = current as { code?: unknown; constraint?: unknown; detail?: unknown };
    if (found.code === '23505' && found.constraint === constraint) {
      // Key (business_id, barcode)=(1, 2000000000017) already exists.
      const values =
        typeof found.detail === 'string' ? /\)=\((.*)\) already/.exec(found.detail) : null;
      return values?.[1]?.split(', ') ?? [];
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
