/**
 * The language tags of an Accept-Language header, most preferred first (as the browser's
 * `navigator.languages`): 'ar-AE,ar;q=0.9,en;q=0.8' → ['ar-AE', 'ar', 'en']. Tags refused
 * with q=0 and the wildcard are left out.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => param.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ tag }) => tag);
}
