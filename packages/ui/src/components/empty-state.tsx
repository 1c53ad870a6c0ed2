import type { ReactNode } from 'react';
import './empty-state.css';

/** Props of EmptyState. */
export interface EmptyStateProps {
  /** The spec's empty text, e.g. t('empty.no-orders-yet'). */
  title: string;
  description?: string;
  /** A decorative icon above the title. */
  icon?: ReactNode;
  /** A button offering the next step (e.g. Retry or Add). */
  action?: ReactNode;
}

/** What a list shows when it has nothing: a title, an optional hint and action. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <div className="lm-empty-state" role="status">
      {icon !== undefined ? (
        <div className="lm-empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <p className="lm-empty-state__title">{title}</p>
      {description !== undefined ? (
        <p className="lm-empty-state__description">{description}</p>
      ) : null}
      {action}
    </div>
  );
}
