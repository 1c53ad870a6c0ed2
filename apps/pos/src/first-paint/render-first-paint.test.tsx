import { describe, expect, it } from 'vitest';
import { renderFirstPaints } from './render-first-paint.js';

/** The first paint's markup as a document fragment, to query like the browser would. */
function parse(markup: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = markup;
  return root;
}

describe('renderFirstPaints', () => {
  const paints = renderFirstPaints();
  const paint = (page: string, language: string) => {
    const found = paints.find((item) => item.page === page && item.language === language);
    if (found === undefined) throw new Error(`No first paint of ${page} in ${language}.`);
    return { ...found, root: parse(found.markup) };
  };

  it('renders the sign-in page and the shell on each screen, in both languages and directions', () => {
    expect(
      paints.map(({ page, language, direction }) => `${page}.${language}.${direction}`),
    ).toEqual(
      ['login', 'services', 'packages', 'products', 'orders'].flatMap((page) => [
        `${page}.en.ltr`,
        `${page}.ar.rtl`,
      ]),
    );
  });

  it('gives each shell page its "Loading..." picture in its language, and the sign-in page none', () => {
    const loading = (page: string, language: string) => {
      const found = paints.find((item) => item.page === page && item.language === language);
      return found?.loading === null || found === undefined ? null : parse(found.loading);
    };
    expect(loading('login', 'en')).toBeNull();
    const english = loading('orders', 'en');
    expect(english?.querySelector('.lm-full-screen-loading')?.textContent).toBe('Loading...');
    expect(loading('services', 'ar')?.textContent).toBe('جارٍ التحميل...');
  });

  it('paints the sign-in form', () => {
    const { root } = paint('login', 'en');
    expect(root.querySelector('h1')?.textContent).toBe('Sign in to Lamaa');
    expect(root.querySelector('input[name="email"]')).not.toBeNull();
    expect(root.querySelector('input[name="password"]')?.getAttribute('type')).toBe('password');
    expect(root.querySelector('button[type="submit"]')?.textContent).toBe('Sign In');
    expect(paint('login', 'ar').root.querySelector('h1')?.textContent).toBe(
      'تسجيل الدخول إلى لمعة',
    );
  });

  it('paints the signed-in shell on services before any data, not a loading screen', () => {
    const { root } = paint('services', 'en');
    const links = [...root.querySelectorAll('nav a')].map((link) => link.textContent);
    expect(links).toEqual([
      'Services',
      'Packages',
      'Products',
      'Plans',
      'Orders',
      'Shifts',
      'Dashboard',
    ]);
    expect(root.querySelector('[aria-current="page"]')?.textContent).toBe('Services');
    expect(root.querySelector('input[type="search"]')?.getAttribute('placeholder')).toBe(
      'Search customers by name, phone or plate',
    );
    expect(root.textContent).toContain('Your cart is empty');
    expect(root.querySelector('.lm-full-screen-loading')).toBeNull();
    expect(paint('services', 'ar').root.textContent).toContain('سلتك فارغة');
  });

  it('paints the orders screen in the shell, loading, with Orders as the current section', () => {
    const { root } = paint('orders', 'en');
    expect(root.querySelector('[aria-current="page"]')?.textContent).toBe('Orders');
    expect(root.querySelector('h1')?.textContent).toBe('Orders');
    expect(root.textContent).toContain('Loading...');
    expect(paint('orders', 'ar').root.querySelector('[aria-current="page"]')?.textContent).toBe(
      'الطلبات',
    );
  });
});
