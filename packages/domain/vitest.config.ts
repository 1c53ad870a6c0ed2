import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Async property runs (schedulers over machines) take seconds on a loaded 2-core CI box.
    testTimeout: 30_000,
    include: ['src/**/*.test.ts'],
    // `pnpm bench` only: the benchmarks never run with the tests.
    benchmark: { include: ['bench/**/*.bench.ts'] },
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/vitest.json' },
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/test/**', 'src/index.ts', 'src/**/index.ts'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  },
});
