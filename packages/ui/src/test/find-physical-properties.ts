/** One use of a physical (left/right) property found in a file. */
export interface PhysicalUse {
  readonly line: number;
  readonly text: string;
}

// CSS declarations and inline-style keys that name a physical side. Logical
// equivalents (inline-start/end, inset-inline, text-align: start/end) are the rule.
const CSS_PATTERNS: readonly RegExp[] = [
  /(?:^|[\s;{])(?:margin|padding|border|inset|scroll-margin|scroll-padding)-(?:left|right)(?:-[a-z]+)?\s*:/,
  /(?:^|[\s;{])border-(?:top|bottom)-(?:left|right)-radius\s*:/,
  /(?:^|[\s;{])(?:left|right)\s*:/,
  /(?:^|[\s;{])(?:text-align|float|clear)\s*:\s*(?:left|right)\b/,
];
const TSX_PATTERNS: readonly RegExp[] = [
  /\b(?:margin|padding|border|scrollMargin|scrollPadding)(?:Left|Right)\w*\s*:/,
  /\bborder(?:Top|Bottom)(?:Left|Right)Radius\s*:/,
  /[{,]\s*(?:left|right)\s*:\s*['"\d-]/,
  /\b(?:textAlign|float|clear)\s*:\s*['"](?:left|right)['"]/,
];

/**
 * Lists the lines of a CSS or TSX file that use a physical left/right property, so
 * Arabic never needs a special case. Comments are ignored.
 * @example findPhysicalProperties('.a { margin-left: 4px; }', 'css') // [{ line: 1, ... }]
 */
export function findPhysicalProperties(source: string, kind: 'css' | 'tsx'): PhysicalUse[] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, (comment) =>
    comment.replace(/[^\n]/g, ' '),
  );
  const patterns = kind === 'css' ? CSS_PATTERNS : TSX_PATTERNS;
  const found: PhysicalUse[] = [];
  withoutComments.split('\n').forEach((text, index) => {
    const code = kind === 'tsx' ? text.replace(/\/\/.*$/, '') : text;
    if (patterns.some((pattern) => pattern.test(code)))
      found.push({ line: index + 1, text: text.trim() });
  });
  return found;
}
