import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { useMessages } from '../i18n/use-messages.js';
import './top-nav.css';

/** One link of the top navigation. */
export interface NavItem {
  readonly href: string;
  readonly label: string;
  readonly isCurrent?: boolean;
  /** Opens in a new tab (the external Dashboard link). */
  readonly isExternal?: boolean;
}

/** Props of TopNav. */
export interface TopNavProps {
  /** The product name or logo at the inline start. */
  brand: ReactNode;
  items: readonly NavItem[];
  /** Things at the inline end: the language switch, the avatar link. */
  end?: ReactNode;
}

/**
 * The top header: brand, the section links (Services, Packages, Products, Orders) with
 * the current one marked for screen readers, and tools at the end. Links go through
 * React Aria, so an app's RouterProvider makes them client-side.
 */
export function TopNav({ brand, items, end }: TopNavProps) {
  const t = useMessages();
  return (
    <header className="lm-top-nav">
      <div className="lm-top-nav__brand">{brand}</div>
      <nav aria-label={t('common.main-navigation')} className="lm-top-nav__nav">
        <ul className="lm-top-nav__list">
          {items.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                className="lm-top-nav__link"
                aria-current={item.isCurrent ? 'page' : undefined}
                {...(item.isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {end !== undefined ? <div className="lm-top-nav__end">{end}</div> : null}
    </header>
  );
}
