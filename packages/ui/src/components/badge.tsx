import type { ReactNode } from 'react';
import type { BadgeTone } from '@lamaa/domain';
import './badge.css';

/** Props of Badge. */
export interface BadgeProps {
  tone: BadgeTone;
  children: ReactNode;
}

/** A small coloured label in one of the domain's badge tones (amber, blue, green, red, neutral). */
export function Badge({ tone, children }: BadgeProps) {
  return (
    <span className={`lm-badge lm-badge--${tone}`} data-tone={tone}>
      {children}
    </span>
  );
}
