import { version } from 'flag-icons/package.json';
import { flagFileOf, flagFolder } from './flag-files.js';
import './flag-image.css';

/**
 * A country's flag as a small bundled SVG: emoji flags show as two letters on Windows, where
 * most counter PCs run. Decorative (the country's name is beside it); fetched only when it
 * scrolls into view, at a fixed 4:3 size so nothing moves when it arrives.
 */
export function FlagImage({ code }: { code: string }) {
  return (
    <img
      className="lm-flag"
      src={`${import.meta.env.BASE_URL}${flagFolder(version)}/${flagFileOf(code)}`}
      alt=""
      width={20}
      height={15}
      loading="lazy"
      decoding="async"
    />
  );
}
