// How every browser test in the workspace launches Chromium: Debian's build (never a
// downloaded browser), with the flags that keep it off Google's hosts on a closed network.

/** Launch options for Playwright and vitest browser mode. `CHROMIUM_PATH` overrides the binary. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};
