// The HTML's first paint: the server sends /login and /services already drawn, in the
// visitor's language and direction, so a slow phone shows the screen before the JavaScript
// arrives. The picture is inert (nothing typed into it is lost, no form is sent natively);
// the app then takes over without a loading screen or a blank frame.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/lamaa-test.js';
import { BASE_URL, DEMO_CASHIER } from '../fixtures/lamaa-server.js';
import { ar, en } from './pos-texts.js';

/**
 * Holds back the app's JavaScript until `release` is called, as a slow network would (pages
 * are then opened with `waitUntil: 'commit'`: the load event waits for the scripts).
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    // A request of a page navigated away from meanwhile is gone: nothing to continue.
    await route.continue().catch(() => undefined);
  });
  return release;
}

/**
 * Records, frame by frame until the first paint is gone, whether the page showed nothing or
 * the full-screen "Loading...": the takeover should show neither.
 */
async function watchTakeover(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenFrames: string[] }).seenFrames = seen;
    const look = () => {
      const root = document.getElementById('root');
      if (root === null) return requestAnimationFrame(look);
      if (root.childElementCount === 0) seen.push('empty');
      if (document.querySelector('.lm-full-screen-loading') !== null) seen.push('loading');
      const firstPaintGone = root.firstElementChild?.hasAttribute('inert') === false;
      if (!firstPaintGone || seen.length > 0) requestAnimationFrame(look);
      else seen.push('app');
    };
    requestAnimationFrame(look);
  });
  return async () => {
    await page.waitForFunction(() =>
      (window as unknown as { seenFrames: string[] }).seenFrames.includes('app'),
    );
    return page.evaluate(() => (window as unknown as { seenFrames: string[] }).seenFrames);
  };
}

test.describe('the first paint', () => {
  test('draws the sign-in form before any script, in English or in Arabic', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Sign in to Lamaa' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    await page.context().addCookies([{ name: 'lamaa_language', value: 'ar', url: BASE_URL }]);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'تسجيل الدخول إلى لمعة' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    release();
    await expect(page.locator('#root > [inert]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'تسجيل الدخول إلى لمعة' })).toBeVisible();
  });

  test('takes no typing before the app runs, then signs in with no loading frame', async ({
    page,
  }) => {
    const takeover = await watchTakeover(page);
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const email = page.locator('input[name="email"]');
    await expect(email).toBeVisible();
    await expect(page.locator('#root > [inert] input[name="email"]')).toHaveCount(1);
    // Typing into the picture does nothing: the field is inert.
    await page.keyboard.type('lost');
    await expect(email).toHaveValue('');
    release();
    expect(await takeover()).toEqual(['app']);
    await email.fill(DEMO_CASHIER.email);
    await page.locator('input[name="password"]').fill(DEMO_CASHIER.password);
    await page.getByRole('button', { name: en.signIn }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test('asks for its scripts only once the page is painted, or at once in a hidden tab', async ({
    page,
  }) => {
    const firstScriptAt = (target: Page) =>
      target.evaluate(
        () =>
          performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.js'))
            ?.startTime ?? Number.NaN,
      );
    // A hidden tab paints nothing and reports no paint: it must not wait for one (the start's
    // own limit for a missing report is 2 s).
    await page.addInitScript(() => {
      Object.defineProperty(document, 'hidden', { get: () => true });
      window.PerformanceObserver = class {
        observe() {}
        disconnect() {}
      } as unknown as typeof PerformanceObserver;
    });
    await page.goto('/login');
    await expect(page.locator('#root > [inert]')).toHaveCount(0);
    expect(await firstScriptAt(page)).toBeLessThan(1000);

    const visible = await page.context().newPage();
    await visible.goto('/login');
    await expect(visible.locator('#root > [inert]')).toHaveCount(0);
    const painted = await visible.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    expect(painted).toBeGreaterThan(0);
    expect(await firstScriptAt(visible)).toBeGreaterThan(painted);
  });

  test('draws the signed-in shell on /services before any script, then the app fills it in', async ({
    page,
    signIn,
  }) => {
    await signIn();
    const takeover = await watchTakeover(page);
    const release = await holdScripts(page);
    await page.goto('/services', { waitUntil: 'commit' });
    const search = page.getByRole('searchbox', { name: en.searchCustomers });
    await expect(search).toBeVisible();
    await expect(page.getByRole('link', { name: en.services })).toHaveAttribute(
      'aria-current',
      'page',
    );
    release();
    expect(await takeover()).toEqual(['app']);
    // Searching needs the app and the API.
    await search.fill('zzzz-nobody');
    await expect(page.getByText(en.noCustomers)).toBeVisible();
  });

  for (const { lang, width, height } of [
    { lang: 'en', width: 412, height: 823 },
    { lang: 'ar', width: 360, height: 800 },
  ] as const) {
    test(`takes over /services on a ${width}-pixel phone in ${lang} without moving the page`, async ({
      page,
      signIn,
    }) => {
      // On a phone the page follows the sidebar: the place kept for the payment options must be
      // their height, or everything under them jumps when their code arrives.
      await page.setViewportSize({ width, height });
      await signIn({ lang });
      await page.addInitScript(() => {
        const shifts: string[] = [];
        (window as unknown as { shifts: string[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          })[])
            for (const source of entry.sources)
              shifts.push(
                `${source.node?.nodeName ?? '?'}.${(source.node as Element | undefined)?.className ?? ''} ` +
                  `${source.previousRect.y} → ${source.currentRect.y} (${entry.value.toFixed(4)})`,
              );
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/services');
      await expect(page.locator('#root > [inert]')).toHaveCount(0);
      await expect(page.locator('.pos-checkout [role=radiogroup]').first()).toBeVisible();
      // The observer reports a frame's shifts after that frame: two frames on, all are in.
      const shifts = await page.evaluate(async () => {
        for (let frame = 0; frame < 2; frame += 1)
          await new Promise((resolve) => requestAnimationFrame(resolve));
        return (window as unknown as { shifts: string[] }).shifts;
      });
      expect(shifts).toEqual([]);
    });
  }

  test('loads Intl’s locale data in a worker before the app’s code runs', async ({
    page,
    signIn,
  }) => {
    await signIn();
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto('/services');
    await expect(page.locator('#root > [inert]')).toHaveCount(0);
    expect(workers.filter((url) => /\/warm-intl\.worker-[\w-]+\.js$/.test(url))).toHaveLength(1);
  });

  test('preloads each chunk the app starts with once, from the page', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/services');
    await expect(page.getByRole('heading', { name: en.services, level: 1 })).toBeVisible();
    await expect(page.locator('#root > [inert]')).toHaveCount(0);
    const { later, preloaded } = await page.evaluate(() => ({
      later: (
        JSON.parse(document.getElementById('lamaa-scripts')?.textContent ?? '{}') as {
          later?: string[];
        }
      ).later?.map((href) => new URL(href, location.href).href),
      preloaded: Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]'),
      ).map((link) => link.href),
    }));
    // The API client's chunk and the shell's (with the checkout block): named by the page, so
    // Vite's import helper finds them instead of adding a second link for each.
    expect(later?.length).toBeGreaterThanOrEqual(2);
    for (const href of later ?? []) expect(preloaded.filter((at) => at === href)).toHaveLength(1);
    expect(new Set(preloaded).size).toBe(preloaded.length);
  });

  test('draws the orders screen before any script, then the app loads its rows', async ({
    page,
    signIn,
  }) => {
    await signIn();
    const takeover = await watchTakeover(page);
    const release = await holdScripts(page);
    await page.goto('/orders', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    release();
    expect(await takeover()).toEqual(['app']);
    // The rows come from the API, through the app.
    await expect(page.getByRole('rowheader', { name: /^#/ }).first()).toBeVisible();
  });

  test('answers a visitor without a session with the sign-in page, whatever the path', async ({
    page,
  }) => {
    await holdScripts(page);
    await page.goto('/orders', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Sign in to Lamaa' })).toBeVisible();
  });

  test('remembers a language chosen in the app for the next page the server sends', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.getByRole('button', { name: ar.signIn })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'lamaa_language')?.value).toBe('ar');
    await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'تسجيل الدخول إلى لمعة' })).toBeVisible();
  });
});
