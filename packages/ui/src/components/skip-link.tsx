import type { MouseEvent, ReactNode } from 'react';
import './skip-link.css';

/** Props of SkipLink. */
export interface SkipLinkProps {
  /** The id of the element the link jumps to; it must take focus (tabIndex -1 on a landmark). */
  readonly targetId: string;
  /** The link's text, e.g. "Skip to main content". */
  readonly children: ReactNode;
}

/**
 * The first Tab stop of a page: hidden until focused, it moves keyboard focus past the header
 * and the sidebar to the main content, so a cashier does not tab through every control first.
 */
export function SkipLink({ targetId, children }: SkipLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (target === null) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <a className="lm-skip-link" href={`#${targetId}`} onClick={onClick}>
      {children}
    </a>
  );
}
