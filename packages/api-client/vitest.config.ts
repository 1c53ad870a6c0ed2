import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The timeout test collects garbage mid-call (nodejs/node#57736); gc() needs the flag.
    execArgv: ['--expose-gc'],
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/vitest.json' },
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: [
        'src/**/*.test.ts',
        'src/test/**',
        'src/generated/**',
        'src/index.ts',
        'src/**/index.ts',
      ],
      reporter: ['text-summary', 'json-summary'],
      thresholds: { lines: 90, branches: 85, functions: 90, statements: 90 },
    },
  },
});
