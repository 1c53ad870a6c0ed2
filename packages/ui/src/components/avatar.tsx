import { PersonIcon } from './icons/person-icon.js';
import './avatar.css';

/** Props of Avatar. */
export interface AvatarProps {
  /** The person's display name; its initials are shown. Without it an icon stands in. */
  name?: string | null;
  size?: 'sm' | 'md' | 'lg';
}

/** Up to two initials of a name, first and last word (works for Arabic names too). */
function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return (Array.from(first)[0] ?? '') + (last === undefined ? '' : (Array.from(last)[0] ?? ''));
}

/** A round avatar showing a person's initials, or a person icon when there is no name. */
export function Avatar({ name, size = 'md' }: AvatarProps) {
  const initials = name ? initialsOf(name).toUpperCase() : '';
  return (
    <span
      className={`lm-avatar lm-avatar--${size}`}
      role="img"
      aria-label={name ?? undefined}
      aria-hidden={name ? undefined : true}
    >
      {initials !== '' ? <span aria-hidden="true">{initials}</span> : <PersonIcon />}
    </span>
  );
}
