import type { Globals } from 'storybook/internal/types';

/**
 * The Arabic twin of a story: same args and play, rendered right-to-left with the
 * locale fixed to Arabic, so the story runs as a test in both languages.
 * @example export const EmptyArabic = inArabic(Empty);
 */
export function inArabic<S extends object>(story: S): S & { globals: Globals } {
  const globals = 'globals' in story && typeof story.globals === 'object' ? story.globals : {};
  return { ...story, globals: { ...globals, locale: 'ar' } };
}
