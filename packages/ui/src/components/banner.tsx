import type { ReactNode } from 'react';
import './banner.css';

/** Props of Banner. */
export interface BannerProps {
  tone: 'error' | 'warning' | 'info' | 'success';
  title?: string;
  children: ReactNode;
  /** E.g. a Retry button. */
  action?: ReactNode;
}

/**
 * An inline message above a form or list (the error banner of the customer dialog).
 * Errors are announced at once (role alert), the others politely (role status).
 */
export function Banner({ tone, title, children, action }: BannerProps) {
  return (
    <div className={`lm-banner lm-banner--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div className="lm-banner__text">
        {title !== undefined ? <p className="lm-banner__title">{title}</p> : null}
        <div>{children}</div>
      </div>
      {action}
    </div>
  );
}
