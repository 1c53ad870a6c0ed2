import { useHref } from 'react-router-dom';

/** A URL with its own scheme (https:, mailto:…) leaves the app: the router must not touch it. */
const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:/i;

/**
 * React Aria's `useHref` for the app's links: the router's href for a path in the app, an
 * absolute URL (the external Dashboard link) as it is.
 * @example useRouterHref('https://dashboard.example.ae') // 'https://dashboard.example.ae'
 */
export function useRouterHref(href: string): string {
  const routed = useHref(href);
  return ABSOLUTE_URL.test(href) ? href : routed;
}
