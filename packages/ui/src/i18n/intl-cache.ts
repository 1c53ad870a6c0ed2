/**
 * A cache of Intl formatters by key: building one looks up the locale's data (up to a
 * millisecond on a phone, for every row of a table), using one again costs next to nothing.
 * @example const dateFormat = intlCache<Intl.DateTimeFormat>(); dateFormat('en', () => new Intl.DateTimeFormat('en'))
 */
export function intlCache<Format>(): (key: string, build: () => Format) => Format {
  const formats = new Map<string, Format>();
  return (key, build) => {
    let format = formats.get(key);
    if (format === undefined) {
      format = build();
      formats.set(key, format);
    }
    return format;
  };
}
