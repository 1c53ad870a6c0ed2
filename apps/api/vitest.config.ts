import { defineConfig } from 'vitest/config';

// The contract suite runs twice: on embedded PGlite and on a real PostgreSQL 15 server.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/vitest.json' },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          exclude: ['test/dropped-connection.test.ts', '**/node_modules/**'],
          globalSetup: ['test/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          // The data folder lock, the held-database process test and backups are PGlite's alone.
          exclude: [
            'src/**',
            'test/backup-round-trip.test.ts',
            'test/contract-coverage.test.ts',
            'test/database-deadline.test.ts',
            'test/one-server-per-folder.test.ts',
            '**/node_modules/**',
          ],
          globalSetup: ['test/global-setup.ts'],
        },
      },
    ],
  },
});
