import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useRouterHref } from './use-router-href.js';

const inRouter = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/services']}>{children}</MemoryRouter>
);
const hrefOf = (href: string) =>
  renderHook(() => useRouterHref(href), { wrapper: inRouter }).result.current;

describe('useRouterHref', () => {
  it("gives the router's href for the app's paths", () => {
    expect(hrefOf('/orders')).toBe('/orders');
    expect(hrefOf('/orders?page=2')).toBe('/orders?page=2');
  });

  it('leaves an absolute URL, such as the external Dashboard, as it is', () => {
    expect(hrefOf('https://dashboard.example.ae/home')).toBe('https://dashboard.example.ae/home');
    expect(hrefOf('mailto:help@lamaa.ae')).toBe('mailto:help@lamaa.ae');
  });
});
