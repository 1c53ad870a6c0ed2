// Feeds the workspace's eslint.config.js each import the design forbids and checks it is
// reported, and that the allowed imports beside them are not. It lives in the intake's Node
// project because the root scripts/ folder has no test runner; it covers both browser apps
// and the domain. The virtual files belong to no tsconfig, so type information is turned
// off: the rules under test read paths and syntax, not types.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');

/** A file that is not on disk, linted as if it were at `file` (from the repository root). */
interface Probe {
  readonly file: string;
  readonly code: string;
}

let eslint: ESLint;

/** The rule ids reported for one probe. */
async function reported({ file, code }: Probe): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result?.messages.map((message) => message.ruleId) ?? [];
}

/** Where `specifier`, imported from `file`, points on disk (the rule skips what does not resolve). */
function target(file: string, specifier: string): string {
  const base = path.resolve(root, path.dirname(file), specifier).replace(/\.js$/, '');
  return ['.ts', '.tsx'].map((ext) => base + ext).find((candidate) => existsSync(candidate)) ?? '';
}

/** An import probe: `file` imports `name` from `specifier`. */
function importing(file: string, specifier: string, name: string): Probe {
  return { file, code: `import { ${name} } from '${specifier}';\nexport const used = ${name};\n` };
}

beforeAll(async () => {
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: path.join(root, 'eslint.config.js'),
    overrideConfig: tseslint.configs.disableTypeChecked,
  });
  // Loads the config, the plugins and the resolver once, outside the tests' own time limit.
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'apps/pos/src/probe.ts') });
}, 120_000);

const posOrders = 'apps/pos/src/features/orders/probe.ts';
const posApp = 'apps/pos/src/app/probe.ts';
const intakeSuppliers = 'apps/intake/src/features/suppliers/probe.ts';
const intakeApp = 'apps/intake/src/app/probe.ts';

describe('import boundaries of the browser apps', () => {
  const forbidden: [string, string, string, string][] = [
    ['a POS feature, a sibling feature', posOrders, '../cart/cart-panel.js', 'CartPanel'],
    [
      'a POS feature, a feature via features/',
      posOrders,
      '../../features/cart/cart-panel.js',
      'CartPanel',
    ],
    ['a POS feature, the app', posOrders, '../../app/app-shell.js', 'AppShell'],
    [
      'the POS, the intake',
      posApp,
      '../../../intake/src/shared/upload-progress.js',
      'createUploadProgress',
    ],
    ['the POS, the API', posApp, '../../../api/src/app.js', 'createApp'],
    [
      'an intake feature, a sibling feature',
      intakeSuppliers,
      '../invoice/invoice-logic.js',
      'InvoiceCallError',
    ],
    [
      'an intake feature, the app',
      intakeSuppliers,
      '../../app/create-intake-api.js',
      'createIntakeApi',
    ],
    ['the intake, the POS', intakeApp, '../../../pos/src/shared/i18n/use-text.js', 'useText'],
  ];

  it.each(forbidden)('reports %s', async (_, file, specifier, name) => {
    expect(target(file, specifier)).not.toBe('');
    expect(await reported(importing(file, specifier, name))).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  const allowed: [string, string, string, string][] = [
    [
      'a POS feature, its own folder',
      'apps/pos/src/features/cart/probe.ts',
      './cart-panel.js',
      'CartPanel',
    ],
    ['a POS feature, src/shared', posOrders, '../../shared/i18n/use-text.js', 'useText'],
    ['the POS app, a feature', posApp, '../features/cart/cart-panel.js', 'CartPanel'],
    [
      'an intake feature, src/shared',
      intakeSuppliers,
      '../../shared/intake-services.js',
      'useIntakeServices',
    ],
    [
      'the intake app, a feature',
      intakeApp,
      '../features/invoice/invoice-logic.js',
      'InvoiceCallError',
    ],
  ];

  it.each(allowed)('allows %s', async (_, file, specifier, name) => {
    expect(target(file, specifier)).not.toBe('');
    expect(await reported(importing(file, specifier, name))).toEqual([]);
  });
});

describe('purity of the domain', () => {
  const domainFile = 'packages/domain/src/shared/probe.ts';
  const forbidden: [string, string][] = [
    ['Date.now()', 'no-restricted-properties'],
    ['new Date()', 'no-restricted-syntax'],
    ['performance.now()', 'no-restricted-properties'],
    ['Math.random()', 'no-restricted-properties'],
    ['crypto.randomUUID()', 'no-restricted-globals'],
    ['globalThis.crypto.randomUUID()', 'no-restricted-properties'],
    ["fetch('/api')", 'no-restricted-globals'],
  ];

  it.each(forbidden)('reports %s', async (expression, rule) => {
    const code = `export const read = () => ${expression};\n`;
    expect(await reported({ file: domainFile, code })).toEqual([rule]);
  });

  it('allows a clock and an id maker that come in through input, and dates from values', async () => {
    const code = [
      'export const stamp = (now: () => number, nextId: () => string) => ({ at: now(), id: nextId() });',
      'export const epoch = () => new Date(0);',
      '',
    ].join('\n');
    expect(await reported({ file: domainFile, code })).toEqual([]);
  });

  it('allows the clock outside the domain', async () => {
    const code = 'export const read = () => Date.now() + Math.random();\n';
    expect(await reported({ file: 'packages/ui/src/probe.ts', code })).toEqual([]);
  });
});
